import { useT } from '@portal/shared/runtime/i18n';
import { ROUTES } from '@portal/shared/runtime/routes';
import { useLocation, useNavigate } from '@portal/shared/runtime/routing';
import { setAccount, setToken, takeReturnPath } from '@portal/shared/runtime/session';
import { useEffect, useState } from 'react';
import { SsoProgress } from './sso-progress';
import { finishSsoSignIn } from './sso-sign-in';

/**
 * `/login/sso/callback`, where the identity provider sends the browser back: its answer goes to
 * the server, and the session token comes back in the response (never in an address), stored as
 * a password login stores it; then back to where the user was.
 */
export function SsoCallbackPage() {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [failed, setFailed] = useState<unknown>(null);

  useEffect(() => {
    // Only the effect still mounted acts (StrictMode runs it twice): the return path is read once.
    let current = true;
    finishSsoSignIn(search).then(
      ({ token, user }) => {
        if (!current) return;
        setToken(token);
        setAccount(user);
        navigate(takeReturnPath(), { replace: true });
      },
      (failure: unknown) => {
        if (!current) return;
        // The one-time code is of no use any more: out of the address bar and the history.
        window.history.replaceState(window.history.state, '', ROUTES.loginSsoCallback);
        setFailed(failure);
      },
    );
    return () => {
      current = false;
    };
  }, [search, navigate]);

  return <SsoProgress busyText={t('ssoFinishing')} failure={failed} />;
}

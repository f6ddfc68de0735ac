import { useT } from '@portal/shared/runtime/i18n';
import { ROUTES } from '@portal/shared/runtime/routes';
import { Link } from '@portal/shared/runtime/routing';
import { ErrorIcon } from '@portal/ui/icons';
import { useEffect, useState } from 'react';
import { useFailureText } from './failure-text';
import { startSsoSignIn } from './sso-sign-in';

/**
 * `/login/sso`: asks the server for a new sign-in (it keeps the state in a cookie) and sends the
 * browser to the identity provider. Also a login address of its own (`LOGIN_URL=/login/sso`).
 */
export function SsoStartPage() {
  const t = useT();
  const failureText = useFailureText();
  const [failed, setFailed] = useState<unknown>(null);

  useEffect(() => {
    let current = true;
    startSsoSignIn().then(
      (url) => current && window.location.assign(url),
      (failure: unknown) => current && setFailed(failure),
    );
    return () => {
      current = false;
    };
  }, []);

  const error = failureText(failed);
  return (
    <section className="login-form" aria-busy={!error}>
      <h1 className="login-title">{t('loginTitle')}</h1>
      {error ? (
        <>
          <p className="login-error" role="alert">
            <ErrorIcon />
            {error}
          </p>
          <Link to={ROUTES.login}>{t('ssoBackToLogin')}</Link>
        </>
      ) : (
        <p>{t('ssoRedirecting')}</p>
      )}
    </section>
  );
}

import { useT } from '@portal/shared/runtime/i18n';
import { useEffect, useState } from 'react';
import { SsoProgress } from './sso-progress';
import { startSsoSignIn } from './sso-sign-in';

/**
 * `/login/sso`: asks the server for a new sign-in (it keeps the state in a cookie) and sends the
 * browser to the identity provider. Also a login address of its own (`LOGIN_URL=/login/sso`).
 */
export function SsoStartPage() {
  const t = useT();
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

  return <SsoProgress busyText={t('ssoRedirecting')} failure={failed} />;
}

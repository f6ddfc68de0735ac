import { useT } from '@portal/shared/runtime/i18n';
import { ROUTES } from '@portal/shared/runtime/routes';
import { Link } from '@portal/shared/runtime/routing';
import { ErrorIcon } from '@portal/ui/icons';
import { useFailureText } from './failure-text';

/** A single sign-on step: what is happening, or why it failed with the way back to the login. */
export function SsoProgress({ busyText, failure }: { busyText: string; failure: unknown }) {
  const t = useT();
  const error = useFailureText()(failure);
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
        <p>{busyText}</p>
      )}
    </section>
  );
}

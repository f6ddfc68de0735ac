import { calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';
import { useT } from '@portal/shared/runtime/i18n';
import { useLoginOptions } from '@portal/shared/runtime/queries/get-login-options';
import { useNavigate } from '@portal/shared/runtime/routing';
import { setAccount, setToken, takeReturnPath } from '@portal/shared/runtime/session';
import { Button } from '@portal/ui/button';
import { Field } from '@portal/ui/field';
import { ErrorIcon } from '@portal/ui/icons';
import { TextField } from '@portal/ui/text-field';
import { type FormEvent, useId, useState } from 'react';
import { useFailureText } from './failure-text';

/**
 * The portal's own login (local accounts), with the community's identity provider above it when
 * one is configured; goes back to where the user was.
 */
export function LoginPage() {
  const t = useT();
  const failureText = useFailureText();
  const navigate = useNavigate();
  const sso = useLoginOptions().data?.sso;
  const errorId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [failed, setFailed] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    setFailed(null);
    try {
      const { token, user } = await callApi(calls.authLogin, {
        body: { username, password },
        skipErrorDialog: true,
        skipLoginRedirect: true,
      });
      setToken(token);
      setAccount(user);
      navigate(takeReturnPath(), { replace: true });
    } catch (failure) {
      setFailed(failure);
      setSubmitting(false);
    }
  }

  const error = failureText(failed);

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)}>
      <h1 className="login-title">{t('loginTitle')}</h1>
      {sso && (
        <>
          <Button variant="primary" onClick={() => navigate(sso.url)}>
            {t('loginWithSso', { provider: sso.name })}
          </Button>
          <p className="login-or">{t('loginOr')}</p>
        </>
      )}
      <Field label={t('loginUsername')}>
        <TextField
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
      </Field>
      <Field label={t('loginPassword')}>
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby={error ? errorId : undefined}
        />
      </Field>
      {error && (
        <p id={errorId} className="login-error" role="alert">
          <ErrorIcon />
          {error}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={submitting}>
        {submitting ? t('loginSubmitting') : t('loginSubmit')}
      </Button>
    </form>
  );
}

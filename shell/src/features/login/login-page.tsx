import { calls, isErrorCode } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';
import { useErrorText } from '@portal/shared/runtime/error-text';
import { isApiError } from '@portal/shared/runtime/errors';
import { useT } from '@portal/shared/runtime/i18n';
import { setAccount, setToken, takeReturnPath } from '@portal/shared/runtime/session';
import { Button } from '@portal/ui/button';
import { Field } from '@portal/ui/field';
import { ErrorIcon } from '@portal/ui/icons';
import { TextField } from '@portal/ui/text-field';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** The portal's own login (local accounts); goes back to where the user was. */
export function LoginPage() {
  const t = useT();
  const errorText = useErrorText();
  const navigate = useNavigate();
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

  // Wrong credentials, rate limit: the code's text in the user's language; unreachable server: the
  // client's own (already translated) words.
  const error =
    failed === null
      ? null
      : isApiError(failed)
        ? isErrorCode(failed.code)
          ? errorText(failed.code, failed.params)
          : failed.message
        : String(failed);

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)}>
      <h1 className="login-title">{t('loginTitle')}</h1>
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

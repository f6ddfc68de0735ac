import { calls, isErrorCode } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';
import { useErrorText } from '@portal/shared/runtime/error-text';
import { ApiError } from '@portal/shared/runtime/errors';
import { useT } from '@portal/shared/runtime/i18n';
import { setAccount, setToken, takeReturnPath } from '@portal/shared/runtime/session';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** The portal's own login (local accounts); goes back to where the user was. */
export function LoginPage() {
  const t = useT();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const ids = { username: useId(), password: useId(), error: useId() };
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
      : failed instanceof ApiError
        ? isErrorCode(failed.code)
          ? errorText(failed.code, failed.params)
          : failed.message
        : String(failed);

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)} noValidate={false}>
      <h1>{t('loginTitle')}</h1>
      <label htmlFor={ids.username}>{t('loginUsername')}</label>
      <input
        id={ids.username}
        name="username"
        autoComplete="username"
        required
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <label htmlFor={ids.password}>{t('loginPassword')}</label>
      <input
        id={ids.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-describedby={error ? ids.error : undefined}
      />
      {error && (
        <p id={ids.error} className="login-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" disabled={submitting}>
        {submitting ? t('loginSubmitting') : t('loginSubmit')}
      </button>
    </form>
  );
}

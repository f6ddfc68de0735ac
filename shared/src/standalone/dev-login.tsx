import { calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';
import { setToken } from '@portal/shared/runtime/session';
import { useState } from 'react';

/**
 * Standalone dev entry only: the shell owns the real login page, and a remote served on its own
 * port has its own localStorage, so it needs a way to get a token from the proxied server.
 */
export function DevLogin({ onLoggedIn }: { onLoggedIn: () => void }) {
  const [username, setUsername] = useState('player1');
  const [password, setPassword] = useState('');
  return (
    <form
      style={{ display: 'grid', gap: 8, maxWidth: 320, margin: '40px auto' }}
      onSubmit={async (event) => {
        event.preventDefault();
        const { token } = await callApi(calls.authLogin, { body: { username, password } });
        setToken(token);
        onLoggedIn();
      }}
    >
      <strong>Standalone dev login (proxied to the portal server)</strong>
      <input
        aria-label="Username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <input
        aria-label="Password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit">Log in</button>
    </form>
  );
}

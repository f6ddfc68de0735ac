import { type Account, calls } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { MemoryRouter, Route, Routes } from '@portal/shared/runtime/routing';
import { getAccountId, getToken } from '@portal/shared/runtime/session';
import { onCall, requestLines, respond } from '@portal/shared/testing/fake-api';
import { fakeToken } from '@portal/shared/testing/fake-token';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { LoginPage } from '../login-page';

const account: Account = {
  _id: 5,
  name: 'player1',
  visualId: 'v-5',
  power: 0,
  adminRoles: [],
  serverId: 'hub1',
  userId: 1005,
};

function renderLogin() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={['/login']}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/login/sso" element={<p>starting single sign-on</p>} />
          <Route path="/ticket/:id" element={<p>back at the ticket</p>} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

function submit(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Usuario'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await setLanguage('es', false);
  onCall(calls.login, () => ({ loginURL: '/login' }));
});

test('wrong credentials show the code’s text in the user’s language and store nothing', async () => {
  onCall(calls.authLogin, () =>
    respond(401, { error: 'Wrong username or password.', code: 'auth.invalidCredentials' }),
  );
  renderLogin();
  submit('player1', 'nope');
  expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos.');
  expect(getToken()).toBeNull();
  expect(requestLines().filter((line) => line.startsWith('POST'))).toEqual([
    'POST /api/auth/login',
  ]);
  expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
});

test('a good login stores the token and returns to where the user was', async () => {
  window.sessionStorage.setItem('portal.returnTo', '/ticket/9');
  onCall(calls.authLogin, () => ({ token: fakeToken(5), user: account }));
  renderLogin();
  submit('player1', 'demo1234');
  expect(await screen.findByText('back at the ticket')).toBeInTheDocument();
  expect(getAccountId()).toBe(5);
});

test('an unreachable server says so in the page language', async () => {
  await setLanguage('en', false);
  onCall(calls.authLogin, () => {
    throw new TypeError('Failed to fetch');
  });
  renderLogin();
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'a' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'b' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('The server could not be reached.'),
  );
});

test('without an identity provider, the page offers only its own form', async () => {
  renderLogin();
  await waitFor(() => expect(requestLines()).toContain('GET /api/login'));
  expect(screen.queryByRole('button', { name: /Iniciar sesión con/ })).toBeNull();
  expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
});

test.each([
  ['es', 'Iniciar sesión con Cuenta del juego', 'Entrar'],
  ['en', 'Log in with Cuenta del juego', 'Log in'],
] as const)(
  'with an identity provider, its button (%s) sits beside the form and starts a sign-in there',
  async (language, ssoButton, localButton) => {
    await setLanguage(language, false);
    onCall(calls.login, () => ({
      loginURL: '/login',
      sso: { name: 'Cuenta del juego', url: '/login/sso' },
    }));
    renderLogin();
    fireEvent.click(await screen.findByRole('button', { name: ssoButton }));
    expect(await screen.findByText('starting single sign-on')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: localButton })).toBeNull();
  },
);

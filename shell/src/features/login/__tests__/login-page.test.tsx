import { type Account, calls } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { getAccountId, getToken } from '@portal/shared/runtime/session';
import { onCall, requestLines, respond } from '@portal/shared/testing/fake-api';
import { fakeToken } from '@portal/shared/testing/fake-token';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
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
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/ticket/:id" element={<p>back at the ticket</p>} />
      </Routes>
    </MemoryRouter>,
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
});

test('wrong credentials show the code’s text in the user’s language and store nothing', async () => {
  onCall(calls.authLogin, () =>
    respond(401, { error: 'Wrong username or password.', code: 'auth.invalidCredentials' }),
  );
  renderLogin();
  submit('player1', 'nope');
  expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos.');
  expect(getToken()).toBeNull();
  expect(requestLines()).toEqual(['POST /api/auth/login']);
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

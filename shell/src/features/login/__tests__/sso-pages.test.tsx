import { type Account, calls } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { MemoryRouter, Route, Routes } from '@portal/shared/runtime/routing';
import { getAccountId, getToken } from '@portal/shared/runtime/session';
import { onCall, requestLines, respond } from '@portal/shared/testing/fake-api';
import { fakeToken } from '@portal/shared/testing/fake-token';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { SsoCallbackPage } from '../sso-callback-page';
import { SsoStartPage } from '../sso-start-page';

const account: Account = {
  _id: 12,
  name: 'carmen.s',
  visualId: 'v-12',
  power: 50,
  adminRoles: ['reports'],
  serverId: 'hub1',
  userId: 0,
};

function renderAt(path: string) {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<p>login page</p>} />
          <Route path="/login/sso" element={<SsoStartPage />} />
          <Route path="/login/sso/callback" element={<SsoCallbackPage />} />
          <Route path="/ticket/:id" element={<p>back at the ticket</p>} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await setLanguage('es', false);
});

test('when the provider sends the browser back, then its answer is exchanged once for a session and the user returns', async () => {
  window.sessionStorage.setItem('portal.returnTo', '/ticket/9');
  onCall(calls.ssoCallback, ({ body }) =>
    body.search === '?code=c1&state=s1'
      ? { token: fakeToken(12), user: account }
      : respond(400, { error: 'x', code: 'sso.stateMismatch' }),
  );
  renderAt('/login/sso/callback?code=c1&state=s1');
  expect(await screen.findByText('back at the ticket')).toBeInTheDocument();
  expect(getAccountId()).toBe(12);
  // StrictMode ran the page's effect twice: the answer still went to the server once.
  expect(requestLines()).toEqual(['POST /api/auth/sso/callback']);
});

test.each([
  [
    'es',
    'sso.stateExpired',
    'El inicio de sesión ha caducado o se empezó en otro navegador. Vuelve a intentarlo.',
    'Volver a iniciar sesión',
  ],
  [
    'en',
    'sso.stateMismatch',
    "The identity provider's answer does not match this browser's sign-in. Please try again.",
    'Back to the login page',
  ],
] as const)(
  'when the server refuses the answer (%s, %s), then the page says why in the user’s language and stores nothing',
  async (language, code, text, back) => {
    await setLanguage(language, false);
    onCall(calls.ssoCallback, () => respond(400, { error: 'Refused.', code }));
    renderAt(`/login/sso/callback?code=c2&state=${code}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(getToken()).toBeNull();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/login');
  },
);

test('when the provider cannot be reached, then the start page says so and offers the login page', async () => {
  onCall(calls.ssoStart, () => respond(503, { error: 'Down.', code: 'sso.providerUnavailable' }));
  renderAt('/login/sso');
  expect(screen.getByText('Redirigiendo al proveedor de identidad…')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'No se ha podido contactar con el proveedor de identidad. Inténtalo de nuevo en unos minutos.',
  );
  await waitFor(() => expect(requestLines()).toEqual(['POST /api/auth/sso/start']));
});

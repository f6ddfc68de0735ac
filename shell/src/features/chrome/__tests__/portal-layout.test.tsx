import type { Account, ClientMode } from '@portal/shared/contract';
import { calls } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestLines, respond } from '@portal/shared/testing/fake-api';
import { catchSavedFiles } from '@portal/shared/testing/saved-files';
import { signInAs } from '@portal/shared/testing/sign-in-as';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderSignedInLayout } from '../../../test-support/render-layout';

jest.mock('@portal/shared/runtime/socket', () => ({ closeSocket: jest.fn() }));

const PLAYER = {
  _id: 5,
  name: 'player1',
  visualId: 'v-5',
  power: 0,
  adminRoles: [],
  serverId: 'hub1',
  userId: 1005,
} as const satisfies Account;

function renderLayout(clientMode: ClientMode) {
  renderSignedInLayout(clientMode);
}

beforeEach(async () => {
  window.localStorage.clear();
  await setLanguage('es');
  signInAs(PLAYER);
});

test.each([
  ['browser', { accountBar: true, header: true, hint: false }],
  ['ingame', { accountBar: false, header: true, hint: true }],
  ['launcher', { accountBar: false, header: true, hint: false }],
  ['embed', { accountBar: true, header: false, hint: false }],
] as const)('%s mode chrome', async (mode, shown) => {
  renderLayout(mode);
  expect(screen.queryByRole('button', { name: 'Cerrar sesión' }) !== null).toBe(shown.accountBar);
  expect(screen.queryByText('player1') !== null).toBe(shown.accountBar);
  expect(screen.queryByRole('link', { name: 'Portal de tickets' }) !== null).toBe(shown.header);
  expect(screen.queryByText(/F9 o Alt\+C/) !== null).toBe(shown.hint);
  expect(screen.getByText(/Nunca compartas datos sensibles/)).toBeInTheDocument();
  expect(screen.getByText('content')).toBeInTheDocument();
  await act(async () => {});
});

test('when the header banner is followed, then it leads to the home list', () => {
  renderLayout('browser');
  expect(screen.getByRole('link', { name: 'Portal de tickets' })).toHaveAttribute('href', '/');
});

test('the language switcher changes the texts and the page title, and is remembered', async () => {
  renderLayout('browser');
  expect(document.title).toBe('Portal de tickets');
  // Each language is named in itself, so screen readers read "English" in English.
  expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en');
  expect(screen.getByRole('option', { name: 'Español' })).toHaveAttribute('lang', 'es');
  fireEvent.change(screen.getByLabelText('Idioma'), { target: { value: 'en' } });
  expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
  expect(document.title).toBe('Tickets Portal');
  expect(document.documentElement.lang).toBe('en');
  expect(window.localStorage.getItem('portal.lang')).toBe('en');
});

test('when the user logs out, then the session ends on the server before the token is dropped', async () => {
  onCall(calls.userPower, () => ({ power: 0 }), { params: { id: 5 } });
  onCall(calls.me, () => PLAYER);
  onCall(calls.logout, () => ({ ok: true as const }));
  onCall(calls.login, () => ({ loginURL: '/login' }));
  // jsdom cannot navigate to the login page; it says so on the console.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderLayout('browser');
  fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
  await act(async () => {});
  expect(requestLines()).toEqual(expect.arrayContaining(['POST /api/logout', 'GET /api/login']));
  expect(window.localStorage.getItem('portal.token')).toBeNull();
});

test('when a single sign-on account logs out, then it goes to its provider’s sign-out, not the login address', async () => {
  onCall(calls.userPower, () => ({ power: 0 }), { params: { id: 5 } });
  onCall(calls.me, () => PLAYER);
  onCall(calls.logout, () => ({
    ok: true as const,
    endSessionURL: 'https://id.example.com/session/end?client_id=portal',
  }));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderLayout('browser');
  fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
  await act(async () => {});
  expect(requestLines()).toContain('POST /api/logout');
  expect(requestLines()).not.toContain('GET /api/login');
  expect(window.localStorage.getItem('portal.token')).toBeNull();
});

test('when the user downloads their data, then the file comes from the export and a failure is said beside the button', async () => {
  onCall(calls.userPower, () => ({ power: 0 }), { params: { id: 5 } });
  onCall(calls.me, () => PLAYER);
  onCall(calls.exportMyData, () => '{"account":{}}');
  const saved = catchSavedFiles();
  renderLayout('browser');
  fireEvent.click(screen.getByRole('button', { name: 'Descargar mis datos' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]?.name).toMatch(/^tickets-portal-data-\d{4}-\d{2}-\d{2}\.json$/);
  expect(await saved[0]?.text).toBe('{"account":{}}');
  expect(requestLines()).toContain('GET /api/me/export');

  onCall(calls.exportMyData, () => respond(500));
  fireEvent.click(screen.getByRole('button', { name: 'Descargar mis datos' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'No se pudieron descargar tus datos. Inténtalo de nuevo.',
  );
});

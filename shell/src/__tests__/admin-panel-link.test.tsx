import type { ClientMode } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { requestLines } from '@portal/shared/testing/fake-api';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminPanelLink } from '../routes/admin-panel-link';
import { renderSignedInLayout } from '../test-support/render-layout';
import { signInWithPower } from '../test-support/sign-in-with-power';

jest.mock('@portal/shared/runtime/socket', () => ({ closeSocket: jest.fn() }));

/** The signed-in layout with the account bar's admin panel link, as the routes render it. */
function renderLayout(clientMode: ClientMode) {
  renderSignedInLayout(clientMode, <AdminPanelLink clientMode={clientMode} />);
}

beforeEach(async () => {
  window.localStorage.clear();
  await setLanguage('es');
});

test.each([
  ['es', 'Panel de administración'],
  ['en', 'Admin panel'],
] as const)(
  'an administrator’s account bar links to the admin panel (%s)',
  async (language, name) => {
    await setLanguage(language);
    signInWithPower(100);
    renderLayout('browser');
    const bar = screen.getByRole('navigation', { name: language === 'es' ? 'Cuenta' : 'Account' });
    fireEvent.click(await within(bar).findByRole('link', { name }));
    expect(await screen.findByText('admin panel page')).toBeInTheDocument();
  },
);

test.each([0, 2, 50, 99])(
  'with power %i the account bar has no admin panel link',
  async (power) => {
    signInWithPower(power);
    renderLayout('browser');
    await waitFor(() => expect(requestLines()).toContain('GET /api/user/power/5'));
    await act(async () => {});
    expect(screen.queryByRole('link', { name: 'Panel de administración' })).toBeNull();
  },
);

test('in the embed client, where the panel never loads, an administrator gets no link', async () => {
  signInWithPower(100);
  renderLayout('embed');
  await waitFor(() => expect(requestLines()).toContain('GET /api/user/power/5'));
  await act(async () => {});
  expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Panel de administración' })).toBeNull();
});

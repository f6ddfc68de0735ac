import { calls } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import type {
  AdminPanelProps,
  IncidentsProps,
  TicketModalProps,
} from '@portal/shared/runtime/remotes';
import { ticketOver } from '@portal/shared/runtime/routes';
import { Link, useLocation } from '@portal/shared/runtime/routing';
import { redirectToLogin } from '@portal/shared/runtime/session';
import { requestsTo } from '@portal/shared/testing/fake-api';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { loadRemoteComponent } from '../features/remotes/remote-loader';
import type { SlotDefinition } from '../features/remotes/slot-table';
import { RemoteUnavailableError } from '../features/remotes/unavailable-module';
import { renderApp } from '../test-support/render-app';
import { signInWithPower } from '../test-support/sign-in-with-power';

jest.mock('../features/remotes/remote-loader', () => ({ loadRemoteComponent: jest.fn() }));
jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));
jest.mock('@portal/shared/runtime/session', () => ({
  ...jest.requireActual('@portal/shared/runtime/session'),
  redirectToLogin: jest.fn(async () => {}),
}));

function PanelStub({ section }: AdminPanelProps) {
  const [opened, setOpened] = useState(0);
  return (
    <>
      <p>panel section {section}</p>
      <Link {...ticketOver(7, useLocation())} onClick={() => setOpened((count) => count + 1)}>
        open ticket 7 ({opened})
      </Link>
    </>
  );
}
function IncidentsStub({ incidentId }: IncidentsProps) {
  return <p>incidents {incidentId ?? 'list'}</p>;
}
function HomeStub() {
  return <p>ticket list</p>;
}
function TicketModalStub({ ticketId, onClose }: TicketModalProps) {
  return (
    <div role="dialog" aria-label={`ticket ${ticketId}`}>
      <button type="button" onClick={onClose}>
        close ticket
      </button>
    </div>
  );
}

const loader = jest.mocked(loadRemoteComponent);
const loadedScopes: string[] = [];

/** Only these remotes of the registry exist; anything else is "not registered yet". */
function remotesRegistry() {
  loader.mockImplementation(async (slot: SlotDefinition) => {
    loadedScopes.push(`${slot.scope}/${slot.module}`);
    if (slot.scope === 'mf_tickets') return HomeStub as ComponentType<unknown>;
    if (slot.scope === 'mf_ticket_detail')
      return TicketModalStub as unknown as ComponentType<unknown>;
    if (slot.scope === 'mf_admin_panel') {
      return (slot.module === './Incidents' ? IncidentsStub : PanelStub) as ComponentType<unknown>;
    }
    throw new RemoteUnavailableError(slot.scope, 'not registered');
  });
}

beforeEach(async () => {
  window.localStorage.clear();
  loadedScopes.length = 0;
  remotesRegistry();
  // A slot whose remote is missing logs why; the assertions below check what the user sees.
  jest.spyOn(console, 'error').mockImplementation(() => {});
  await setLanguage('es', false);
});
afterEach(() => jest.restoreAllMocks());

test('without a stored token the guard sends the user to the login address', async () => {
  renderApp('/ticket/3');
  await waitFor(() => expect(redirectToLogin).toHaveBeenCalled());
  expect(screen.getByText('Redirigiendo al inicio de sesión…')).toHaveAttribute('role', 'status');
  expect(screen.queryByText('ticket list')).not.toBeInTheDocument();
});

test('home renders the tickets remote and fetches the viewer power', async () => {
  signInWithPower(0);
  renderApp('/');
  expect(await screen.findByText('ticket list')).toBeInTheDocument();
  await waitFor(() => expect(requestsTo(calls.userPower, { params: { id: 5 } })).toHaveLength(1));
});

test('in-game, home loads mf_tickets only; the detail remote loads when a ticket opens', async () => {
  signInWithPower(0);
  const view = renderApp('/', 'ingame');
  await screen.findByText('ticket list');
  // Slots keep their loaded module for the page's life, so an earlier test may have loaded Home.
  expect(loadedScopes.filter((scope) => !scope.startsWith('mf_tickets/'))).toEqual([]);
  view.unmount();

  const opened = renderApp('/ticket/7', 'ingame');
  expect(await screen.findByRole('dialog', { name: 'ticket 7' })).toBeInTheDocument();
  expect(loadedScopes).toContain('mf_ticket_detail/./TicketModal');
  fireEvent.click(screen.getByRole('button', { name: 'close ticket' }));
  await waitFor(() => expect(opened.path()).toBe('/'));
  expect(screen.queryByRole('dialog', { name: 'ticket 7' })).not.toBeInTheDocument();
  expect(screen.getByText('ticket list')).toBeInTheDocument();
});

test('closing a ticket opened from a filtered list returns to that same filtered list', async () => {
  signInWithPower(0);
  const view = renderApp('/ticket/7?tab=reports&q=aimbot');
  await screen.findByRole('dialog', { name: 'ticket 7' });
  fireEvent.click(screen.getByRole('button', { name: 'close ticket' }));
  await waitFor(() => expect(view.path()).toBe('/?tab=reports&q=aimbot'));
});

test('a ticket opened over the panel keeps the panel mounted under it and closes back to it', async () => {
  signInWithPower(100);
  const view = renderApp('/panel#tickets');
  fireEvent.click(await screen.findByRole('link', { name: 'open ticket 7 (0)' }));
  await screen.findByRole('dialog', { name: 'ticket 7' });
  expect(view.path()).toBe('/ticket/7');
  // The same panel, with its state: the click it counted is still there.
  expect(screen.getByRole('link', { name: 'open ticket 7 (1)' })).toBeInTheDocument();
  expect(screen.getByText('panel section tickets')).toBeInTheDocument();
  expect(screen.queryByText('ticket list')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'close ticket' }));
  await waitFor(() => expect(view.path()).toBe('/panel#tickets'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'open ticket 7 (1)' })).toBeInTheDocument();
});

test.each(['abc', '0x10', '1e1', '016', '2147483648'])(
  'a ticket address whose id is "%s" (not plain digits in range) goes home',
  async (id) => {
    signInWithPower(0);
    const view = renderApp(`/ticket/${id}`);
    await screen.findByText('ticket list');
    expect(view.path()).toBe('/');
  },
);

test.each(['/panel', '/admin/incidents', '/admin/incidents/4'])(
  '%s with power below 100 redirects to /',
  async (path) => {
    signInWithPower(99);
    const view = renderApp(path);
    await waitFor(() => expect(view.path()).toBe('/'));
    expect(await screen.findByText('ticket list')).toBeInTheDocument();
  },
);

test.each([
  ['/panel', 'dashboard'],
  ['/panel#staff', 'staff'],
  ['/panel#nowhere', 'dashboard'],
])('%s with power 100 loads the panel remote with the section %s', async (path, section) => {
  signInWithPower(100);
  const view = renderApp(path);
  expect(await screen.findByText(`panel section ${section}`)).toBeInTheDocument();
  // The stub is `mf_admin_panel`'s (loaded once for the page's life, so not counted here).
  expect(view.path()).toBe(path);
});

test.each([
  ['/admin/incidents', 'list'],
  ['/admin/incidents/4', '4'],
])(
  '%s with power 100 stays and loads the admin remote’s Incidents with %s',
  async (path, shown) => {
    signInWithPower(100);
    const view = renderApp(path);
    expect(await screen.findByText(`incidents ${shown}`)).toBeInTheDocument();
    expect(view.path()).toBe(path);
  },
);

test.each([
  ['/panel/incidents', '/admin/incidents'],
  ['/panel/incidents/12', '/admin/incidents/12'],
  ['/panel#incidents', '/admin/incidents'],
])('%s redirects to %s', async (from, to) => {
  signInWithPower(100);
  const view = renderApp(from);
  await waitFor(() => expect(view.path()).toBe(to));
  await act(async () => {});
});

test('an unknown address goes home', async () => {
  signInWithPower(0);
  const view = renderApp('/nowhere');
  await waitFor(() => expect(view.path()).toBe('/'));
});

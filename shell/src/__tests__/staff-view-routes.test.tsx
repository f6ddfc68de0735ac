import { type ClientMode, calls } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { requestsTo } from '@portal/shared/testing/fake-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { loadRemoteComponent } from '../features/remotes/remote-loader';
import type { SlotDefinition } from '../features/remotes/slot-table';
import { renderApp } from '../test-support/render-app';
import { signInWithPower } from '../test-support/sign-in-with-power';

jest.mock('../features/remotes/remote-loader', () => ({ loadRemoteComponent: jest.fn() }));
jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

const loader = jest.mocked(loadRemoteComponent);
const loaded: string[] = [];

/** Every remote module renders its own name, so a test sees which one a route shows. */
beforeEach(async () => {
  window.localStorage.clear();
  loaded.length = 0;
  loader.mockImplementation(async (slot: SlotDefinition) => {
    const id = `${slot.scope}/${slot.module}`;
    loaded.push(id);
    return (() => <p>{id}</p>) as ComponentType<unknown>;
  });
  await setLanguage('es', false);
});

async function homeLinks(power: number, clientMode: ClientMode = 'browser') {
  signInWithPower(power);
  renderApp('/', clientMode);
  await screen.findByText('mf_tickets/./Home');
  // The links wait for the viewer's power; a negative answer only counts once it is known.
  await waitFor(() => expect(requestsTo(calls.userPower)).toHaveLength(1));
  await act(async () => {});
  const nav = screen.queryByRole('navigation', { name: 'Vistas del equipo' });
  return nav
    ? within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent)
    : [];
}

test('a supervisor’s home links to Statistics, Response time and My reviews', async () => {
  expect(await homeLinks(50)).toEqual(['Estadísticas', 'Tiempo de respuesta', 'Mis valoraciones']);
});

test('staff below supervisor get My reviews only', async () => {
  expect(await homeLinks(49)).toEqual(['Mis valoraciones']);
});

test('players get no link', async () => {
  expect(await homeLinks(0)).toEqual([]);
});

test.each(['ingame', 'launcher', 'embed'] as const)(
  'in the %s client even a supervisor gets no link and the stats remote never loads',
  async (clientMode) => {
    expect(await homeLinks(100, clientMode)).toEqual([]);
    expect(loaded.filter((id) => id.startsWith('mf_staff_stats'))).toEqual([]);
  },
);

test('following a link loads that view of mf_staff_stats, with a way back to the list', async () => {
  signInWithPower(50);
  const view = renderApp('/');
  expect(loaded.filter((id) => id.startsWith('mf_staff_stats'))).toEqual([]);
  await userEvent.click(await screen.findByRole('link', { name: 'Tiempo de respuesta' }));
  expect(await screen.findByText('mf_staff_stats/./ResponseTime')).toBeInTheDocument();
  expect(view.path()).toBe('/staff/response-time');
  await userEvent.click(screen.getByRole('link', { name: 'Volver a la lista de tickets' }));
  await waitFor(() => expect(view.path()).toBe('/'));
});

test.each([
  [2, '/staff/statistics'],
  [49, '/staff/response-time'],
  [0, '/staff/my-reviews'],
])('power %i at %s goes home without loading the remote', async (power, path) => {
  signInWithPower(power);
  const view = renderApp(path);
  await waitFor(() => expect(view.path()).toBe('/'));
  await screen.findByText('mf_tickets/./Home');
  expect(loaded.filter((id) => id.startsWith('mf_staff_stats'))).toEqual([]);
});

test('staff open My reviews', async () => {
  signInWithPower(2);
  renderApp('/staff/my-reviews');
  expect(await screen.findByText('mf_staff_stats/./MyReviews')).toBeInTheDocument();
});

import { setLanguage } from '@portal/shared/runtime/i18n';
import { clearToken } from '@portal/shared/runtime/session';
import { signInAs } from '@portal/shared/testing/sign-in-as';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { loadRemoteComponent } from '../remote-loader';
import { RemoteSlot } from '../remote-slot';

jest.mock('../remote-loader', () => ({ loadRemoteComponent: jest.fn() }));
// The slots' real retry rule, on a shorter clock.
jest.mock('../load-with-retries', () => ({
  ...jest.requireActual('../load-with-retries'),
  SLOT_LOAD_TIMING: { attemptTimeoutMs: 300, retryDelaysMs: [20, 40] },
}));

const loader = jest.mocked(loadRemoteComponent);
let homeBroken = true;

function Home() {
  if (homeBroken) throw new Error('remote crashed while rendering');
  return <p>list works</p>;
}

beforeEach(async () => {
  loader.mockReset();
  await setLanguage('en', false);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  clearToken();
});

test('a remote that crashes is contained in its slot and can be retried', async () => {
  loader.mockResolvedValue(Home as ComponentType<unknown>);
  render(
    <>
      <p>shell still here</p>
      <RemoteSlot name="home" props={{}} clientMode="browser" />
    </>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This section is not available right now.',
  );
  expect(screen.getByText('shell still here')).toBeInTheDocument();

  homeBroken = false;
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('list works')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledTimes(2);
});

/**
 * Renders `slot` for a signed-in administrator: staff and admin slots load only once the viewer's
 * power is known to allow their remote.
 */
function renderAsAdmin(slot: ReactElement) {
  signInAs({
    _id: 1,
    name: 'admin',
    visualId: 'v-1',
    power: 100,
    adminRoles: [],
    serverId: 'hub1',
    userId: 1,
  });
  return render(<SWRConfig value={{ provider: () => new Map() }}>{slot}</SWRConfig>);
}

test('a remote that fails is tried twice more before its slot shows the fallback', async () => {
  loader.mockRejectedValue(new Error('manifest unreachable'));
  renderAsAdmin(<RemoteSlot name="staffResponseTime" props={{}} clientMode="browser" />);
  await waitFor(() => expect(loader).toHaveBeenCalledTimes(3));
  expect(await screen.findByRole('alert')).toHaveTextContent('not available');
});

test('a remote that fails once loads on the automatic retry, without a fallback', async () => {
  homeBroken = false;
  loader.mockRejectedValueOnce(new Error('entry answered 502'));
  loader.mockResolvedValue(Home as ComponentType<unknown>);
  renderAsAdmin(<RemoteSlot name="staffStatistics" props={{}} clientMode="browser" />);
  expect(await screen.findByText('list works')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(loader).toHaveBeenCalledTimes(2);
});

test('a remote that never answers times out into the fallback, and Retry loads it', async () => {
  homeBroken = false;
  loader.mockReturnValue(new Promise(() => {}));
  renderAsAdmin(
    <RemoteSlot name="adminIncidents" props={{ incidentId: null }} clientMode="browser" />,
  );
  await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
  expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  await waitFor(() => expect(loader).toHaveBeenCalledTimes(3));
  expect(await screen.findByRole('alert', {}, { timeout: 2_000 })).toHaveTextContent(
    'not available',
  );

  loader.mockResolvedValue(Home as ComponentType<unknown>);
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('list works')).toBeInTheDocument();
});

test('admin slots never load in a game client', () => {
  render(<RemoteSlot name="adminPanel" props={{ section: 'dashboard' }} clientMode="ingame" />);
  expect(screen.getByRole('alert')).toHaveTextContent('This section is not available right now.');
  expect(loader).not.toHaveBeenCalledWith(expect.objectContaining({ scope: 'mf_admin_panel' }));
});

test('an unavailable ticket modal can still be closed', async () => {
  loader.mockRejectedValue(new Error('manifest unreachable'));
  const onClose = jest.fn();
  render(
    <RemoteSlot
      name="ticketModal"
      props={{ ticketId: 3, onClose }}
      clientMode="browser"
      onDismiss={onClose}
    />,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('not available');
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('a silent slot (the floating assistant) shows nothing while loading nor when its remote fails', async () => {
  loader.mockRejectedValue(new Error('manifest unreachable'));
  const { container } = renderAsAdmin(
    <>
      <p>page still here</p>
      <RemoteSlot name="assistantWidget" props={{ ticketId: null }} clientMode="browser" silent />
    </>,
  );
  await waitFor(() =>
    expect(loader).toHaveBeenCalledWith(expect.objectContaining({ scope: 'mf_assistant' })),
  );
  await waitFor(() => expect(console.error).toHaveBeenCalled());
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(container).toHaveTextContent(/^page still here$/);
});

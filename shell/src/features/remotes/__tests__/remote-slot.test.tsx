import { setLanguage } from '@portal/shared/runtime/i18n';
import { signInAs } from '@portal/shared/testing/sign-in-as';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { SWRConfig } from 'swr';
import { loadRemoteComponent } from '../remote-loader';
import { RemoteSlot } from '../remote-slot';

jest.mock('../remote-loader', () => ({ loadRemoteComponent: jest.fn() }));

const loader = jest.mocked(loadRemoteComponent);
let homeBroken = true;

function Home() {
  if (homeBroken) throw new Error('remote crashed while rendering');
  return <p>list works</p>;
}

beforeEach(async () => {
  await setLanguage('en', false);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

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
  signInAs({
    _id: 1,
    name: 'admin',
    visualId: 'v-1',
    power: 100,
    adminRoles: [],
    serverId: 'hub1',
    userId: 1,
  });
  loader.mockRejectedValue(new Error('manifest unreachable'));
  const { container } = render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <p>page still here</p>
      <RemoteSlot name="assistantWidget" props={{ ticketId: null }} clientMode="browser" silent />
    </SWRConfig>,
  );
  await waitFor(() =>
    expect(loader).toHaveBeenCalledWith(expect.objectContaining({ scope: 'mf_assistant' })),
  );
  await waitFor(() => expect(console.error).toHaveBeenCalled());
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(container).toHaveTextContent(/^page still here$/);
});

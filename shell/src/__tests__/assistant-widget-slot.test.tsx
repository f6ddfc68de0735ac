import { type ClientMode, calls } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import type { AssistantWidgetProps, TicketModalProps } from '@portal/shared/runtime/remotes';
import { ticketOver } from '@portal/shared/runtime/routes';
import { Link, useLocation } from '@portal/shared/runtime/routing';
import { requestsTo } from '@portal/shared/testing/fake-api';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { loadRemoteComponent } from '../features/remotes/remote-loader';
import type { SlotDefinition } from '../features/remotes/slot-table';
import { renderApp } from '../test-support/render-app';
import { signInWithPower } from '../test-support/sign-in-with-power';

jest.mock('../features/remotes/remote-loader', () => ({ loadRemoteComponent: jest.fn() }));
jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

function AssistantStub({ ticketId }: AssistantWidgetProps) {
  return <p>assistant about {ticketId ?? 'nothing'}</p>;
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
function PanelStub() {
  return <Link {...ticketOver(9, useLocation())}>open ticket 9</Link>;
}

const loader = jest.mocked(loadRemoteComponent);
const loaded: string[] = [];

beforeEach(async () => {
  window.localStorage.clear();
  loaded.length = 0;
  loader.mockImplementation(async (slot: SlotDefinition) => {
    const id = `${slot.scope}/${slot.module}`;
    loaded.push(id);
    if (slot.scope === 'mf_assistant') return AssistantStub as ComponentType<unknown>;
    if (slot.scope === 'mf_ticket_detail') return TicketModalStub as ComponentType<unknown>;
    if (slot.scope === 'mf_admin_panel') return PanelStub as ComponentType<unknown>;
    return (() => <p>{id}</p>) as ComponentType<unknown>;
  });
  await setLanguage('es', false);
});

/** The home page for a viewer of `power`, once their power is known. */
async function home(power: number, clientMode: ClientMode = 'browser', path = '/') {
  signInWithPower(power);
  const view = renderApp(path, clientMode);
  await screen.findByText('mf_tickets/./Home');
  await waitFor(() => expect(requestsTo(calls.userPower)).toHaveLength(1));
  await act(async () => {});
  return view;
}

// The refusals first: a slot keeps its loaded module for the page's life, so only before the
// first load does "never loaded" also mean "never fetched".
test.each([0, 2, 50, 99])('power %s never loads the assistant', async (power) => {
  await home(power);
  expect(screen.queryByText(/^assistant about/)).not.toBeInTheDocument();
  expect(loaded.filter((id) => id.startsWith('mf_assistant'))).toEqual([]);
});

test.each(['ingame', 'launcher', 'embed'] as const)(
  'in the %s client even an administrator never loads the assistant',
  async (clientMode) => {
    await home(150, clientMode);
    expect(screen.queryByText(/^assistant about/)).not.toBeInTheDocument();
    expect(loaded.filter((id) => id.startsWith('mf_assistant'))).toEqual([]);
  },
);

test('an administrator gets the assistant once, told which ticket the modal shows', async () => {
  const view = await home(100);
  expect(await screen.findByText('assistant about nothing')).toBeInTheDocument();
  expect(loaded.filter((id) => id.startsWith('mf_assistant'))).toEqual([
    'mf_assistant/./AssistantWidget',
  ]);

  view.unmount();
  renderApp('/ticket/7');
  await screen.findByRole('dialog', { name: 'ticket 7' });
  expect(await screen.findByText('assistant about 7')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'close ticket' }));
  expect(await screen.findByText('assistant about nothing')).toBeInTheDocument();
  expect(screen.getAllByText(/^assistant about/)).toHaveLength(1);
});

test('a ticket opened over the admin panel is the one the assistant is told about', async () => {
  signInWithPower(100);
  renderApp('/panel');
  fireEvent.click(await screen.findByRole('link', { name: 'open ticket 9' }));
  await screen.findByRole('dialog', { name: 'ticket 9' });
  expect(await screen.findByText('assistant about 9')).toBeInTheDocument();
});

import {
  calls,
  type PresencePerson,
  type Ticket,
  type TicketPresenceEvent,
  TYPING_SIGNAL_EVERY_MS,
} from '@portal/shared/contract';
import { type Language, setLanguage } from '@portal/shared/runtime/i18n';
import { onCall } from '@portal/shared/testing/fake-api';
import { fakeSocket } from '@portal/shared/testing/fake-socket-io';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { signInAs } from '@portal/shared/testing/sign-in-as';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TicketModal from '../../../exposed/ticket-modal';
import { makeComment } from '../../../testing/factories';
import { serveTicket } from '../../../testing/serve-ticket';
import { PLAYER, STAFF_ADMIN, seenByAdmin } from '../../../testing/viewers';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

const carlos: PresencePerson = { name: 'Carlos Pérez', visualId: 'carlos-hash' };
const admin: PresencePerson = { name: 'Admin Principal', visualId: 'admin-hash' };

/** Opens ticket #7 as `viewer`; an unassigned ticket of a group STAFF_ADMIN administers. */
async function openAs(viewer = STAFF_ADMIN, ticket: Partial<Ticket> = {}) {
  signInAs(viewer);
  // The admins' map link.
  onCall(calls.getUrlFrame, () => ({ url: 'https://frames.example/map' }));
  serveTicket({
    ticket: { createdBy: seenByAdmin(PLAYER), assignees: [], ...ticket },
    comments: [makeComment({ message: 'Hello, I need help', createdBy: seenByAdmin(PLAYER) })],
    group: { adminRoles: ['support-admins'] },
  });
  const view = renderWithPortal(<TicketModal ticketId={7} onClose={jest.fn()} />);
  await screen.findByText('Hello, I need help');
  return view;
}

const presence = (event: Partial<TicketPresenceEvent>) =>
  act(() =>
    fakeSocket.serverSends('ticket-presence', { ticketId: 7, viewers: [], typing: [], ...event }),
  );

const sent = (event: string) => fakeSocket.sent.filter(([name]) => name === event);

beforeEach(() => {
  window.localStorage.clear();
  fakeSocket.sent.length = 0;
});

describe.each([
  [
    'es',
    'Quién más está en este ticket',
    'Carlos Pérez también está viendo este ticket',
    'Admin Principal y Carlos Pérez también están viendo este ticket',
    'Carlos Pérez está escribiendo…',
  ],
  [
    'en',
    'Who else is on this ticket',
    'Carlos Pérez is also viewing this ticket',
    'Admin Principal and Carlos Pérez are also viewing this ticket',
    'Carlos Pérez is typing…',
  ],
] as const)('presence in %s', (language, label, oneViewing, twoViewing, typing) => {
  beforeEach(() => setLanguage(language as Language));

  it('when staff open a ticket, then the server is told and who else has it open shows under the title, typing apart', async () => {
    const { unmount } = await openAs();
    expect(sent('ticket-open')).toEqual([['ticket-open', { ticketId: 7 }]]);
    const status = screen.getByRole('status', { name: label });
    expect(status).toBeEmptyDOMElement();

    presence({ viewers: [carlos] });
    expect(status).toHaveTextContent(oneViewing);
    presence({ viewers: [admin, carlos] });
    expect(status).toHaveTextContent(twoViewing);
    presence({ viewers: [admin, carlos], typing: [carlos] });
    expect(status).toHaveTextContent(typing);
    expect(status).not.toHaveTextContent(twoViewing);
    // Another ticket's presence (a related report open over this one) is not this one's.
    presence({ ticketId: 8, viewers: [] });
    expect(status).toHaveTextContent(typing);
    presence({ viewers: [] });
    expect(status).toBeEmptyDOMElement();

    unmount();
    expect(sent('ticket-close')).toEqual([['ticket-close', { ticketId: 7 }]]);
  });
});

describe('presence', () => {
  beforeEach(() => setLanguage('en'));

  it('when the live connection comes back, then the ticket is opened again on the new socket', async () => {
    await openAs();
    act(() => fakeSocket.serverSends('connect'));
    act(() => fakeSocket.serverSends('connect'));
    expect(sent('ticket-open').length).toBeGreaterThanOrEqual(2);
    expect(sent('ticket-open').at(-1)).toEqual(['ticket-open', { ticketId: 7 }]);
  });

  it('when staff type a reply, then the server hears it at most every two seconds', async () => {
    const user = userEvent.setup();
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    await openAs();
    const composer = screen.getByRole('textbox', { name: 'Write a comment' });

    await user.type(composer, 'Looking');
    expect(sent('ticket-typing')).toEqual([['ticket-typing', { ticketId: 7 }]]);
    now.mockReturnValue(1_000_000 + TYPING_SIGNAL_EVERY_MS);
    await user.type(composer, ' at it');
    expect(sent('ticket-typing')).toHaveLength(2);
    now.mockRestore();
  });

  it('when a player opens their ticket, then nothing is said about presence and none shows', async () => {
    await openAs(PLAYER, { createdBy: { visualId: PLAYER.visualId, isStaff: false } });
    presence({ viewers: [carlos], typing: [carlos] });
    expect(sent('ticket-open')).toEqual([]);
    expect(screen.queryByText(/Carlos/)).not.toBeInTheDocument();
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Hi');
    expect(sent('ticket-typing')).toEqual([]);
  });

  it('when staff are named in the report, then they are a player there: no presence', async () => {
    await openAs(STAFF_ADMIN, {
      type: 1,
      reportAccused: { visualId: STAFF_ADMIN.visualId, isStaff: false },
      reportPartners: [],
    });
    presence({ viewers: [carlos] });
    expect(sent('ticket-open')).toEqual([]);
    expect(screen.queryByText(/Carlos/)).not.toBeInTheDocument();
  });
});

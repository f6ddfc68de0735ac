import { calls, type Ticket } from '@portal/shared/contract';
import { type ErrorDialogRequest, onErrorDialog } from '@portal/shared/runtime/errors';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, respond } from '@portal/shared/testing/fake-api';
import { fakeSocket } from '@portal/shared/testing/fake-socket-io';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { signInAs } from '@portal/shared/testing/sign-in-as';
import { ToastProvider } from '@portal/ui/toast';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeComment, makeTicket } from '../../testing/factories';
import { serveTicket } from '../../testing/serve-ticket';
import { PLAYER, STAFF_ADMIN, seenByAdmin } from '../../testing/viewers';
import TicketModal from '../ticket-modal';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

const dialogs: ErrorDialogRequest[] = [];
beforeAll(() => onErrorDialog((request) => dialogs.push(request)));
beforeEach(async () => {
  window.localStorage.clear();
  dialogs.length = 0;
  await setLanguage('en');
});

const colleague = { _id: 51, name: 'Javier Romero', visualId: 'staff2-hash', power: 2 };

/** Ticket 7 of a player, with one comment, open in the modal for a staff admin; its onClose. */
async function openAsStaffAdmin(ticket: Partial<Ticket>) {
  signInAs(STAFF_ADMIN);
  onCall(calls.getUrlFrame, () => ({ url: 'https://frames.example/map' }));
  serveTicket({
    ticket: { createdBy: seenByAdmin(PLAYER), ...ticket },
    comments: [makeComment({ message: 'Hello, I need help', createdBy: seenByAdmin(PLAYER) })],
    group: { adminRoles: ['support-admins'] },
  });
  const onClose = jest.fn();
  renderWithPortal(
    <>
      <TicketModal ticketId={7} onClose={onClose} />
      <ToastProvider />
    </>,
  );
  await screen.findByText('Hello, I need help');
  return onClose;
}

it('when staff hand the ticket to a colleague and so lose sight of it, then they are told who has it and the modal closes without an error', async () => {
  const user = userEvent.setup();
  onCall(calls.ticketPossibleAssignees, () => [colleague], { params: { ticketId: 7 } });
  onCall(calls.ticketRolePossibleAssignees, () => [], { params: { ticketId: 7 } });
  onCall(calls.roles, () => []);
  onCall(calls.assignUser, () =>
    makeTicket({ assignees: [{ ...colleague, isStaff: true }] as never }),
  );
  const onClose = await openAsStaffAdmin({ assignees: [] });
  const tools = screen.getByRole('region', { name: 'Staff tools' });

  await user.click(within(tools).getByRole('button', { name: 'Assign…' }));
  const picker = within(tools).getByRole('combobox', { name: 'Assign to a staff member' });
  await within(picker).findByRole('option', { name: 'Javier Romero' });
  await user.selectOptions(picker, 'Javier Romero');
  // The ticket is now out of this viewer's sight: its live refresh is refused.
  onCall(calls.getTicket, () => respond(404, { error: 'No', code: 'ticket.notFound' }), {
    params: { id: 7 },
  });
  await user.click(within(tools).getByRole('button', { name: 'Assign member' }));
  await screen.findByText('Assigned to Javier Romero');
  act(() => fakeSocket.serverSends('ticket-changed', { ticketId: 7 }));

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  await screen.findByText('You no longer have access to this ticket, so it was closed.');
  expect(dialogs).toEqual([]);
});

it('when a live refresh of the ticket is refused for too many reads, then the modal stays open with the ticket: only a refused access closes it', async () => {
  const onClose = await openAsStaffAdmin({ title: 'Lost my car' });
  let refused: () => void = () => {};
  const refreshRefused = new Promise<void>((done) => {
    refused = done;
  });
  onCall(
    calls.getTicket,
    () => {
      refused();
      return respond(429, { error: 'Too many requests', code: 'rateLimited' });
    },
    { params: { id: 7 } },
  );
  act(() => fakeSocket.serverSends('ticket-changed', { ticketId: 7 }));
  await refreshRefused;

  await new Promise((settled) => setTimeout(settled, 50));
  expect(onClose).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog', { name: 'Lost my car' })).toBeVisible();
});

import { calls } from '@portal/shared/contract';
import { type ErrorDialogRequest, onErrorDialog } from '@portal/shared/runtime/errors';
import { onCall, requestsTo, respond } from '@portal/shared/testing/fake-api';
import { fakeSocket } from '@portal/shared/testing/fake-socket-io';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { act, screen, waitFor } from '@testing-library/react';
import { serveTicket } from '../../testing/serve-ticket';
import TicketModal from '../ticket-modal';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

// A file of its own: the connection's first connect happens once per page (and test file).
it('when the thread could not be read, then the live connection opening does not read it again (the failure shows once), and a later reconnect does', async () => {
  const dialogs: ErrorDialogRequest[] = [];
  const stopListening = onErrorDialog((request) => dialogs.push(request));
  const ticket = serveTicket();
  onCall(calls.listComments, () => respond(418), { params: { ticketId: ticket._id } });
  renderWithPortal(<TicketModal ticketId={ticket._id} onClose={jest.fn()} />);
  await screen.findByText(ticket.title);
  await waitFor(() => expect(dialogs).toHaveLength(1));
  const threadReads = () => requestsTo(calls.listComments, { params: { ticketId: ticket._id } });
  const reads = threadReads().length;

  act(() => fakeSocket.serverSends('connect'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(threadReads()).toHaveLength(reads);
  expect(dialogs).toHaveLength(1);

  act(() => fakeSocket.serverSends('connect'));
  await waitFor(() => expect(threadReads()).toHaveLength(reads + 1));
  stopListening();
});

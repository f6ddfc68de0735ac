import { calls } from '@portal/shared/contract';
import { requestsTo } from '@portal/shared/testing/fake-api';
import { fakeSocket } from '@portal/shared/testing/fake-socket-io';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { act, screen, waitFor } from '@testing-library/react';
import { makeComment } from '../../testing/factories';
import { serveTicket } from '../../testing/serve-ticket';
import TicketModal from '../ticket-modal';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

/** Ticket 7's modal with its thread shown; counts its reads from then on. */
async function openTicketWithThread() {
  serveTicket({ comments: [makeComment({ _id: 1, message: 'Hello, I need help' })] });
  renderWithPortal(<TicketModal ticketId={7} onClose={jest.fn()} />);
  await screen.findByText('Hello, I need help');
  const ticketReads = () => requestsTo(calls.getTicket, { params: { id: 7 } }).length;
  const threadReads = () => requestsTo(calls.listComments, { params: { ticketId: 7 } }).length;
  return { ticketReads, threadReads, ticketBefore: ticketReads(), threadBefore: threadReads() };
}

// The live connection opens after the first screen (issue 26): a ticket opened by its address as
// the page loads was read before it, so events sent meanwhile never reached the page.
it('when the live connection first opens after the ticket and its thread were read, then both are read again once', async () => {
  const { ticketReads, threadReads, ticketBefore, threadBefore } = await openTicketWithThread();

  act(() => fakeSocket.serverSends('connect'));

  await waitFor(() => expect(ticketReads()).toBe(ticketBefore + 1));
  await waitFor(() => expect(threadReads()).toBe(threadBefore + 1));
});

// Runs after the test above: this file's connection has connected once already.
it('when the connection comes back later, then the thread is read again by itself and the ticket is left to the shell, which reads every cached answer then', async () => {
  const { ticketReads, threadReads, ticketBefore, threadBefore } = await openTicketWithThread();

  act(() => fakeSocket.serverSends('connect'));

  await waitFor(() => expect(threadReads()).toBe(threadBefore + 1));
  expect(ticketReads()).toBe(ticketBefore);
});

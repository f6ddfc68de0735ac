import { calls } from '@portal/shared/contract';
import { type ErrorDialogRequest, onErrorDialog } from '@portal/shared/runtime/errors';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestsTo, respond } from '@portal/shared/testing/fake-api';
import { fakeSocket } from '@portal/shared/testing/fake-socket-io';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeComment, makeCommentPage, makeGroup, makeTicket } from '../../testing/factories';
import TicketModal from '../ticket-modal';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

function serveTicket(comments = [makeComment({ _id: 1, message: 'Hello, I need help' })]) {
  onCall(calls.getTicket, () => makeTicket({ commentsCount: comments.length }), {
    params: { id: 7 },
  });
  onCall(calls.groups, () => [makeGroup()]);
  onCall(calls.listComments, () => makeCommentPage(comments), { params: { ticketId: 7 } });
}

async function openModal(onClose = jest.fn()) {
  renderWithPortal(<TicketModal ticketId={7} onClose={onClose} />);
  await screen.findByText('Hello, I need help');
  return onClose;
}

beforeEach(async () => {
  fakeSocket.sent.length = 0;
  await setLanguage('en');
});

describe('TicketModal', () => {
  it('when opened, then it is a modal dialog named by the ticket title with header and thread', async () => {
    serveTicket();
    await openModal();

    const dialog = screen.getByRole('dialog', { name: 'Cannot log in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Open');
    expect(dialog).toHaveTextContent('Web support');
    expect(dialog).toHaveTextContent('Account');
    expect(dialog).toHaveTextContent('player1');
    expect(dialog).toHaveTextContent('Support team');
    expect(dialog).toHaveTextContent('1 comment');
    expect(dialog).toHaveTextContent('Rider');
    expect(fakeSocket.sent).toEqual([['mark-ticket-as-read', { ticketId: 7 }]]);
  });

  it('when the ticket does not exist or is not the viewer’s, then it asks to close (the Error dialog says why)', async () => {
    onCall(calls.getTicket, () =>
      respond(404, { error: 'That ticket does not exist.', code: 'ticket.notFound' }),
    );
    onCall(calls.groups, () => [makeGroup()]);
    onCall(calls.listComments, () =>
      respond(404, { error: 'That ticket does not exist.', code: 'ticket.notFound' }),
    );
    const onClose = jest.fn();
    renderWithPortal(<TicketModal ticketId={7} onClose={onClose} />);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('when the thread is refused after the ticket’s refusal was told, then the refusal is told once', async () => {
    const told: ErrorDialogRequest[] = [];
    const stopListening = onErrorDialog((request) => told.push(request));
    // What earlier tests raised with no dialog listening is replayed on subscribing.
    told.length = 0;
    const gone = { error: 'That ticket does not exist.', code: 'ticket.notFound' };
    let refuseThread: () => void = () => undefined;
    onCall(calls.getTicket, () => respond(404, gone));
    onCall(calls.groups, () => [makeGroup()]);
    onCall(
      calls.listComments,
      () =>
        new Promise((answer) => {
          refuseThread = () => answer(respond(404, gone));
        }),
    );
    const onClose = jest.fn();
    renderWithPortal(<TicketModal ticketId={7} onClose={onClose} />);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(told).toHaveLength(1);
    // The reader closed that Error dialog; the thread's answer comes in after.
    await act(async () => refuseThread());
    await waitFor(() => expect(requestsTo(calls.listComments)).toHaveLength(1));
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(told.map((request) => request.code)).toEqual(['ticket.notFound']);
    stopListening();
  });

  it('when the ticket cannot be reached for now, then it stays open and says it could not load', async () => {
    onCall(calls.getTicket, () => respond(503, { error: 'Down', code: 'service.unavailable' }));
    onCall(calls.groups, () => [makeGroup()]);
    onCall(calls.listComments, () => makeCommentPage([]));
    const onClose = jest.fn();
    renderWithPortal(<TicketModal ticketId={7} onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'The ticket could not be loaded.' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when Escape is pressed, then it asks to close', async () => {
    serveTicket();
    const user = userEvent.setup();
    const onClose = await openModal();

    await user.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('when tabbing past the last control, then focus wraps inside the dialog', async () => {
    serveTicket();
    const user = userEvent.setup();
    await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const textarea = screen.getByRole('textbox', { name: 'Write a comment' });

    await user.type(textarea, 'x');
    await user.tab(); // Send, the last control
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });

  it('when Enter is pressed, then the trimmed comment is sent and shown once despite its live echo', async () => {
    serveTicket();
    const created = makeComment({ _id: 2, message: 'Thanks!' });
    onCall(calls.postComment, () => created);
    const user = userEvent.setup();
    await openModal();

    await user.type(screen.getByRole('textbox', { name: 'Write a comment' }), '  Thanks!  {Enter}');

    expect(await screen.findByText('Thanks!')).toBeInTheDocument();
    act(() => fakeSocket.serverSends('ticket-comment-created', { ticketId: 7, comment: created }));
    expect(screen.getAllByText('Thanks!')).toHaveLength(1);
    expect(requestsTo(calls.postComment).map((request) => request.body)).toEqual([
      { ticketId: 7, comment: 'Thanks!', staffOnly: false },
    ]);
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
    expect(screen.getByRole('dialog')).toHaveTextContent('2 comments');
  });

  it('when a comment arrives live, then it is appended once and other tickets are ignored', async () => {
    serveTicket();
    await openModal();
    const live = makeComment({
      _id: 5,
      message: '<img src=x onerror=alert(1)>',
      createdBy: { visualId: 'staff-hash', isStaff: true },
    });

    act(() => {
      fakeSocket.serverSends('ticket-comment-created', { ticketId: 7, comment: live });
      fakeSocket.serverSends('ticket-comment-created', { ticketId: 7, comment: live });
      fakeSocket.serverSends('ticket-comment-created', {
        ticketId: 8,
        comment: makeComment({ _id: 6, ticketId: 8, message: 'Elsewhere' }),
      });
    });

    const thread = screen.getByRole('region', { name: 'Conversation' });
    await waitFor(() => expect(within(thread).getAllByRole('listitem')).toHaveLength(2));
    expect(within(thread).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(thread.querySelector('img')).toBeNull();
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
    expect(requestsTo(calls.listComments, { params: { ticketId: 7 } })).toHaveLength(1);
  });

  it('when the thread has more pages, then load more asks the next page with the cursor', async () => {
    onCall(calls.getTicket, () => makeTicket({ commentsCount: 2 }), { params: { id: 7 } });
    onCall(calls.groups, () => [makeGroup()]);
    onCall(
      calls.listComments,
      ({ body }) =>
        (body as { cursor?: string }).cursor === 'c1'
          ? makeCommentPage([makeComment({ _id: 2, message: 'Second' })])
          : makeCommentPage([makeComment({ _id: 1, message: 'Hello, I need help' })], 'c1'),
      { params: { ticketId: 7 } },
    );
    const user = userEvent.setup();
    await openModal();

    await user.click(screen.getByRole('button', { name: 'Load more comments' }));

    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(
      requestsTo(calls.listComments, { params: { ticketId: 7 } }).map((request) => request.body),
    ).toEqual([{}, { cursor: 'c1' }]);
  });

  it('when an action comment or a staff-only note is in the thread, then each is shown as such', async () => {
    serveTicket([
      makeComment({ _id: 1, message: 'Hello, I need help' }),
      makeComment({
        _id: 2,
        action: 'take',
        message: '',
        createdBy: { visualId: 'staff-hash', isStaff: true, name: 'staff1' },
      }),
      makeComment({ _id: 3, message: 'Internal note', staffOnly: true }),
    ]);
    await openModal();

    expect(screen.getByText('staff1 took the ticket')).toBeInTheDocument();
    const note = screen.getByText('Internal note').closest('li');
    expect(note).toHaveClass('td-comment-staff-only');
    expect(note).toHaveTextContent('Staff only');
  });

  it('when the language is Spanish, then the modal speaks Spanish', async () => {
    await setLanguage('es');
    serveTicket();
    await openModal();

    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(screen.getByRole('dialog')).toHaveTextContent('Soporte web');
    expect(screen.getByRole('dialog')).toHaveTextContent('Equipo de soporte');
    expect(screen.getByRole('region', { name: 'Conversación' })).toBeInTheDocument();
  });
});

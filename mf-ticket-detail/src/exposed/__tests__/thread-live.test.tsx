import { calls } from '@portal/shared/contract';
import { type Language, setLanguage } from '@portal/shared/runtime/i18n';
import { onCall } from '@portal/shared/testing/fake-api';
import { fakeSocket } from '@portal/shared/testing/fake-socket-io';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeComment } from '../../testing/factories';
import { serveTicket } from '../../testing/serve-ticket';
import TicketModal from '../ticket-modal';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

const first = makeComment({ _id: 1, message: 'Hello, I need help' });

async function openModal(onClose = jest.fn()) {
  renderWithPortal(<TicketModal ticketId={7} onClose={onClose} />);
  await screen.findByText('Hello, I need help');
  return { onClose, thread: screen.getByRole('region', { name: /Conversa/ }) };
}

beforeEach(() => window.localStorage.clear());

describe.each([
  ['en', 'edited', 'Earlier versions', '2 comments', '1 comment'],
  ['es', 'editado', 'Versiones anteriores', '2 comentarios', '1 comentario'],
] as const)('live thread in %s', (language, edited, history, twoComments, oneComment) => {
  beforeEach(() => setLanguage(language as Language));

  it('when a comment is edited live, then it is replaced and its history shows on hover and on focus', async () => {
    const user = userEvent.setup();
    serveTicket({ comments: [first, makeComment({ _id: 2, message: 'Frist try' })] });
    const { thread, onClose } = await openModal();

    const editedComment = makeComment({
      _id: 2,
      message: 'First try',
      edited: true,
      messageHistory: [{ message: 'Frist try', timestamp: 1_700_000_000_002 }],
    });
    act(() =>
      fakeSocket.serverSends('ticket-comment-edited', { ticketId: 7, comment: editedComment }),
    );

    const marker = await within(thread).findByRole('button', { name: edited });
    expect(within(thread).getByText('First try')).toBeInTheDocument();
    expect(within(thread).queryByText('Frist try')).not.toBeInTheDocument();

    await user.hover(marker);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(`${history}`);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Frist try');
    await user.unhover(marker);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    act(() => marker.focus());
    await waitFor(() =>
      expect(marker).toHaveAccessibleDescription(expect.stringContaining('Frist try')),
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when a comment is deleted live, then it leaves the thread and the count', async () => {
    serveTicket({ comments: [first, makeComment({ _id: 2, message: 'Oops' })] });
    await openModal();
    expect(screen.getByRole('dialog')).toHaveTextContent(twoComments);

    act(() => fakeSocket.serverSends('ticket-comment-deleted', { ticketId: 7, commentId: 2 }));
    act(() => fakeSocket.serverSends('ticket-comment-deleted', { ticketId: 7, commentId: 2 }));

    await waitFor(() => expect(screen.queryByText('Oops')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog')).toHaveTextContent(oneComment);
  });
});

describe('live connection', () => {
  beforeEach(() => setLanguage('en'));

  it('when the live connection comes back, then the thread is read again with what it missed', async () => {
    serveTicket({ comments: [first] });
    await openModal();
    act(() => fakeSocket.serverSends('connect'));
    serveTicket({ comments: [first, makeComment({ _id: 2, message: 'Sent while away' })] });
    act(() => fakeSocket.serverSends('connect'));
    expect(await screen.findByText('Sent while away')).toBeInTheDocument();
  });
});

describe('thread rendering', () => {
  beforeEach(() => setLanguage('en'));

  it('when messages hold links and markup, then only http(s) links are clickable and nothing runs', async () => {
    serveTicket({
      comments: [
        first,
        makeComment({
          _id: 2,
          message:
            'Proof: https://example.com/clip <img src=x onerror=alert(1)> javascript:alert(1)',
        }),
      ],
    });
    const { thread } = await openModal();

    const links = within(thread).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://example.com/clip');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(thread.querySelector('img')).toBeNull();
    expect(thread).toHaveTextContent('<img src=x onerror=alert(1)> javascript:alert(1)');
  });

  it('when actions are logged, then each reads as an event, roles by their name', async () => {
    const staff = { visualId: 'staff-hash', isStaff: true, name: 'staff1' };
    const staff2 = { visualId: 'staff2-hash', isStaff: true, name: 'staff2' };
    // What a player is sent for staff: no name, a pseudonym of this ticket alone.
    const hidden = { visualId: 'f00dfeedf00dfeed', isStaff: true };
    serveTicket({
      comments: [
        first,
        makeComment({ _id: 2, action: 'assign', assignee: staff2, message: '', createdBy: staff }),
        makeComment({ _id: 3, action: 'assignRole', message: 'moderators', createdBy: staff }),
        makeComment({ _id: 4, action: 'unassignRole', message: 'moderators', createdBy: staff }),
        makeComment({
          _id: 5,
          action: 'unassign',
          assignee: hidden,
          message: '',
          createdBy: staff,
        }),
        makeComment({ _id: 6, action: 'requestComments', message: '' }),
        makeComment({ _id: 7, action: 'close', message: '', createdBy: staff }),
        makeComment({ _id: 8, action: 'reopen', message: '', createdBy: staff }),
        makeComment({ _id: 9, message: 'Suggested', aiGenerated: true, createdBy: staff }),
      ],
    });
    onCall(calls.roles, () => [
      { key: 'moderators', name: { es: 'Moderación', en: 'Moderation' } },
    ]);
    const { thread } = await openModal();

    expect(within(thread).getByText('staff1 assigned the ticket to staff2')).toBeInTheDocument();
    expect(
      await within(thread).findByText('staff1 assigned the ticket to the role “Moderation”'),
    ).toBeInTheDocument();
    expect(
      within(thread).getByText('staff1 removed the role “Moderation” from the ticket'),
    ).toBeInTheDocument();
    expect(
      within(thread).getByText('staff1 removed another team member from the ticket'),
    ).toBeInTheDocument();
    expect(thread).not.toHaveTextContent('f00dfeedf00dfeed');
    expect(within(thread).getByText('player1 asked for more responses')).toBeInTheDocument();
    expect(within(thread).getByText('staff1 closed the ticket')).toBeInTheDocument();
    expect(within(thread).getByText('staff1 reopened the ticket')).toBeInTheDocument();
    // Only staff are told a reply was AI-suggested (ai-suggestions tests show it to them).
    const ai = within(thread).getByText('Suggested').closest('li');
    expect(ai).not.toHaveClass('td-comment-ai');
    expect(ai).not.toHaveTextContent('AI-suggested reply');
  });
});

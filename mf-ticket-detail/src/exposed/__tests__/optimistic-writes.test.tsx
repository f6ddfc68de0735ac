import type { Ticket } from '@portal/shared/contract';
import { calls } from '@portal/shared/contract';
import { type ErrorDialogRequest, onErrorDialog } from '@portal/shared/runtime/errors';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { type FakeReply, onCall, requestsTo, respond } from '@portal/shared/testing/fake-api';
import { renderWithPortal } from '@portal/shared/testing/render-with-portal';
import { signInAs } from '@portal/shared/testing/sign-in-as';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeComment, makeTicket } from '../../testing/factories';
import { serveTicket } from '../../testing/serve-ticket';
import { PLAYER, STAFF_ADMIN, seenByAdmin } from '../../testing/viewers';
import TicketModal from '../ticket-modal';

jest.mock('socket.io-client', () => require('@portal/shared/testing/fake-socket-io'));

/** An answer the test releases when it wants, to look at the modal before the server answers. */
function held<T>() {
  let release: (value: T | FakeReply) => void = () => {};
  const answer = new Promise<T | FakeReply>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

const unassigned = { createdBy: seenByAdmin(PLAYER), assignees: [] };
const refusal = (code: string) => respond(409, { error: 'Refused by the server.', code });

async function openAsAdmin(ticket: Partial<Ticket> = unassigned) {
  signInAs(STAFF_ADMIN);
  onCall(calls.getUrlFrame, () => ({ url: 'https://frames.example/map' }));
  serveTicket({
    ticket,
    comments: [makeComment({ message: 'Hello, I need help', createdBy: seenByAdmin(PLAYER) })],
    group: { adminRoles: ['support-admins'] },
  });
  renderWithPortal(<TicketModal ticketId={7} onClose={jest.fn()} />);
  await screen.findByText('Hello, I need help');
  return screen.findByRole('region', { name: 'Staff tools' });
}

const header = () => screen.getByRole('region', { name: 'Ticket details' });
const thread = () => screen.getByRole('region', { name: 'Conversation' });
const composer = () => screen.getByRole('textbox', { name: 'Write a comment' });

const dialogs: ErrorDialogRequest[] = [];
beforeAll(() => onErrorDialog((request) => dialogs.push(request)));
beforeEach(async () => {
  window.localStorage.clear();
  dialogs.length = 0;
  await setLanguage('en');
});

describe('writes answered at once', () => {
  it('when staff takes the ticket, then they show as its assignee before the server answers, and the answer settles it', async () => {
    const user = userEvent.setup();
    const take = held<Ticket>();
    onCall(calls.takeTicket, () => take.answer);
    const tools = await openAsAdmin();
    expect(header()).not.toHaveTextContent('staff1');

    await user.click(within(tools).getByRole('button', { name: 'Take ticket' }));

    expect(header()).toHaveTextContent('staff1');
    expect(tools).toHaveAttribute('aria-busy', 'true');
    take.release(makeTicket({ ...unassigned, assignees: [seenByAdmin(STAFF_ADMIN)] }));
    await waitFor(() => expect(tools).not.toHaveAttribute('aria-busy'));
    expect(header()).toHaveTextContent('staff1');
    expect(dialogs).toEqual([]);
  });

  it('when the server refuses the take, then the assignee goes again and the Error dialog says why', async () => {
    const user = userEvent.setup();
    const take = held<Ticket>();
    onCall(calls.takeTicket, () => take.answer);
    const tools = await openAsAdmin();

    await user.click(within(tools).getByRole('button', { name: 'Take ticket' }));
    expect(header()).toHaveTextContent('staff1');
    take.release(refusal('assignment.alreadyAssigned'));

    await waitFor(() => expect(header()).not.toHaveTextContent('staff1'));
    expect(within(tools).getByRole('button', { name: 'Take ticket' })).toBeEnabled();
    expect(dialogs.map((dialog) => dialog.code)).toEqual(['assignment.alreadyAssigned']);
  });

  it('when staff assigns a member, then the member shows at once; refused, it goes again and is only logged (SPEC §8)', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const assign = held<Ticket>();
    onCall(calls.ticketPossibleAssignees, () => [
      { _id: 51, name: 'staff2', visualId: 'staff2-hash', power: 2 },
    ]);
    onCall(calls.ticketRolePossibleAssignees, () => []);
    onCall(calls.assignUser, () => assign.answer);
    const tools = await openAsAdmin();

    await user.click(within(tools).getByRole('button', { name: 'Assign…' }));
    const members = within(tools).getByRole('combobox', { name: 'Assign to a staff member' });
    await waitFor(() =>
      expect(within(members).getByRole('option', { name: 'staff2' })).toBeInTheDocument(),
    );
    await user.selectOptions(members, 'staff2');
    await user.click(within(tools).getByRole('button', { name: 'Assign member' }));

    expect(header()).toHaveTextContent('staff2');
    expect(within(tools).getByRole('button', { name: /staff2/ })).toBeInTheDocument();
    assign.release(refusal('assignment.notEligible'));

    await waitFor(() => expect(header()).not.toHaveTextContent('staff2'));
    expect(dialogs).toEqual([]);
    expect(warn).toHaveBeenCalledWith('[portal] POST /assignUser failed:', expect.anything());
    expect(requestsTo(calls.assignUser)[0]?.body).toEqual({ ticketId: 7, userId: 51 });
    warn.mockRestore();
  });

  it('when staff closes the ticket, then it shows closed at once; refused, it is open again', async () => {
    const user = userEvent.setup();
    const close = held<Ticket>();
    onCall(calls.closeTicket, () => close.answer);
    const tools = await openAsAdmin();

    await user.click(within(tools).getByRole('button', { name: 'Close ticket' }));

    expect(screen.queryByRole('textbox', { name: 'Write a comment' })).not.toBeInTheDocument();
    close.release(refusal('ticket.closed'));
    expect(await screen.findByRole('textbox', { name: 'Write a comment' })).toBeInTheDocument();
    expect(dialogs).toHaveLength(1);
  });

  it('when a comment is sent, then it shows at once as sending and the box empties; the answer replaces it', async () => {
    const user = userEvent.setup();
    const post = held<ReturnType<typeof makeComment>>();
    onCall(calls.postComment, () => post.answer);
    await openAsAdmin();

    await user.type(composer(), 'On it{Enter}');

    const pending = within(thread()).getByText('On it').closest('li');
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(pending).toHaveTextContent('Sending…');
    expect(composer()).toHaveValue('');
    post.release(makeComment({ _id: 2, message: 'On it', createdBy: seenByAdmin(STAFF_ADMIN) }));

    await waitFor(() =>
      expect(within(thread()).getByText('On it').closest('li')).not.toHaveAttribute('aria-busy'),
    );
    expect(within(thread()).getAllByText('On it')).toHaveLength(1);
    expect(header()).toHaveTextContent('2 comments');
  });

  it('when the server refuses a comment, then it leaves the thread and the text comes back', async () => {
    const user = userEvent.setup();
    const post = held<ReturnType<typeof makeComment>>();
    onCall(calls.postComment, () => post.answer);
    await openAsAdmin();

    await user.type(composer(), 'On it{Enter}');
    expect(within(thread()).getByText('On it')).toBeInTheDocument();
    post.release(refusal('ticket.closed'));

    await waitFor(() => expect(composer()).toHaveValue('On it'));
    expect(within(thread()).queryByText('On it')).not.toBeInTheDocument();
    expect(dialogs).toHaveLength(1);
  });

  it('when a review is sent, then thanks show at once; refused, the form comes back as it was filled', async () => {
    const user = userEvent.setup();
    const review = held<never>();
    onCall(calls.review, () => review.answer);
    signInAs(PLAYER);
    serveTicket({
      ticket: { status: 1 },
      comments: [makeComment({ _id: 1, message: 'Hello, I need help' }), makeComment({ _id: 2 })],
    });
    renderWithPortal(<TicketModal ticketId={7} onClose={jest.fn()} />);
    const form = await screen.findByRole('form', { name: 'Rate the help you received' });
    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.type(within(form).getByRole('textbox', { name: 'Review comment' }), 'Great help');

    await user.click(within(form).getByRole('button', { name: 'Send review' }));

    expect(screen.getByText('Thank you for your review!')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    review.release(refusal('review.alreadyReviewed'));
    const back = await screen.findByRole('form', { name: 'Rate the help you received' });
    expect(within(back).getByRole('textbox', { name: 'Review comment' })).toHaveValue('Great help');
    expect(screen.queryByText('Thank you for your review!')).not.toBeInTheDocument();
    expect(dialogs).toHaveLength(1);
  });

  it('when a comment is deleted, then it leaves at once; refused, it comes back', async () => {
    const user = userEvent.setup();
    const deletion = held<{ ok: true }>();
    onCall(calls.deleteComment, () => deletion.answer);
    await openAsAdmin({ ...unassigned, assignees: [seenByAdmin(STAFF_ADMIN)] });

    const comment = within(thread()).getByText('Hello, I need help').closest('li') as HTMLElement;
    await user.click(within(comment).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(within(thread()).queryByText('Hello, I need help')).not.toBeInTheDocument();
    deletion.release(refusal('comment.notFound'));
    expect(await within(thread()).findByText('Hello, I need help')).toBeInTheDocument();
    expect(header()).toHaveTextContent('1 comment');
    expect(dialogs).toHaveLength(1);
  });
});

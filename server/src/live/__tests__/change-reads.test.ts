import { LIVE_EVENTS, type Ticket, type TicketComment } from '@portal/shared/contract';
import { createSupportTicket } from '../../testing/api-helpers';
import { useCountingPortal } from '../../testing/counting-portal';
import { nextComment, settle } from '../../testing/socket-helpers';
import { accountIdOf, post, threadOf } from '../../testing/state-helpers';

const counting = useCountingPortal(['player1', 'staff1']);
const { database, token, statementsOf } = counting;

/** A read of the ticket's row, alone or after the WITH of the events it writes. */
const readsTicket = (text: string) => text.includes('select "id", "type", "group_key"');

/** What the player's socket is sent about their ticket. */
async function playerListening() {
  const socket = await counting.running.connect(token('player1'));
  const changes: number[] = [];
  const comments: TicketComment[] = [];
  socket.on(LIVE_EVENTS.ticketChanged, ({ ticketId }) => changes.push(ticketId));
  socket.on(LIVE_EVENTS.commentCreated, ({ comment }) => comments.push(comment));
  return { socket, changes, comments };
}

describe('a change answered and sent live from what its transaction read', () => {
  test('when staff take a ticket, then its answer and live events come from one read of the ticket in the change, and after the commit nothing is read', async () => {
    const staffId = await accountIdOf(database.db, 'staff1');
    const ticketId = await createSupportTicket(counting.running, token('player1'), {
      title: 'Tómalo',
    });
    const player = await playerListening();

    let answer: Awaited<ReturnType<typeof post>> | undefined;
    const sent = await statementsOf(async () => {
      answer = await post(counting.running, token('staff1'), '/takeTicket', { ticketId });
    });

    expect(answer?.status).toBe(200);
    const ticket = answer?.body as Ticket;
    expect(ticket.assignees.map(({ _id }) => _id)).toEqual([staffId]);
    expect(ticket.commentsCount).toBe(1);
    // In the transaction: the ticket locked, the assignee, the action with its live event, the
    // ticket as it is left (with the accounts the action names, its audience and the insert of
    // ticket-changed); then the outbox cleared.
    expect(sent).toHaveLength(5);
    expect(sent.filter(readsTicket)).toHaveLength(2);
    await settle();
    expect(player.changes).toEqual([ticketId]);
    // The action as the player reads it in the thread, its author named as they may see them.
    const take = (await threadOf(counting.running, token('player1'), ticketId)).at(-1);
    expect(take?.action).toBe('take');
    expect(player.comments).toEqual([take]);
  });

  test('when staff answer a ticket they handle, then its audience comes with the lock, and after the commit nothing is read', async () => {
    const ticketId = await createSupportTicket(counting.running, token('player1'), {
      title: 'Respóndeme',
    });
    const player = await playerListening();
    // The take's own event may still be on its way through Redis when its answer arrives: it is
    // awaited here so that only the answer's event is counted below.
    const taken = nextComment(player.socket);
    expect(
      (await post(counting.running, token('staff1'), '/takeTicket', { ticketId })).status,
    ).toBe(200);
    expect((await taken).comment.action).toBe('take');
    player.comments.length = 0;

    const sent = await statementsOf(async () => {
      const answer = await post(counting.running, token('staff1'), '/comment', {
        ticketId,
        comment: 'Ya está resuelto.',
      });
      expect(answer.status).toBe(200);
    });

    // The ticket locked with the author and the audience, the comment with what it moves and its
    // live event; then the outbox cleared.
    expect(sent).toHaveLength(3);
    expect(sent.filter(readsTicket)).toHaveLength(1);
    await settle();
    const answer = (await threadOf(counting.running, token('player1'), ticketId)).at(-1);
    expect(answer?.message).toBe('Ya está resuelto.');
    expect(player.comments).toEqual([answer]);
  });
});

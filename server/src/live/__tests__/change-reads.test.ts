import { LIVE_EVENTS, type Ticket, type TicketComment } from '@portal/shared/contract';
import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoDatabase } from '../../testing/demo-portal';
import { settle } from '../../testing/socket-helpers';
import { accountIdOf, logInAll, post, threadOf } from '../../testing/state-helpers';
import { countingStatements } from '../../testing/statement-counter';
import { startTestPortal, type TestPortal } from '../../testing/test-portal';

let portal: TestPortal | undefined;
afterAll(async () => {
  await portal?.close();
});
const database = useDemoDatabase();

/** The outbox's own round, on a timer: it looks for events a dead instance left, whatever runs. */
const isAbandonedEventsCheck = (text: string) => text.startsWith('update "live_outbox"');

describe('a ticket change answered and sent live from what its transaction read', () => {
  test('when staff take a ticket, then its answer and live events come from one read of the ticket in the change, and after the commit only its audience is read', async () => {
    const { db, counted } = countingStatements(database.db);
    portal = await startTestPortal(db);
    const token = await logInAll(portal, ['player1', 'staff1']);
    const staffId = await accountIdOf(database.db, 'staff1');
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Tómalo' });
    const socket = await portal.connect(token('player1'));
    const changes: number[] = [];
    const comments: TicketComment[] = [];
    socket.on(LIVE_EVENTS.ticketChanged, ({ ticketId: id }) => changes.push(id));
    socket.on(LIVE_EVENTS.commentCreated, ({ comment }) => comments.push(comment));
    // The staff member's session is read (and cached) by a first call, not by the take.
    expect((await post(portal, token('staff1'), '/tickets', {})).status).toBe(200);
    await portal.server.live.flushed();

    counted.sql.length = 0;
    const answer = await post(portal, token('staff1'), '/takeTicket', { ticketId });
    await portal.server.live.flushed();
    const sent = counted.sql.filter((text) => !isAbandonedEventsCheck(text));

    expect(answer.status).toBe(200);
    const ticket = answer.body as Ticket;
    expect(ticket.assignees.map(({ _id }) => _id)).toEqual([staffId]);
    expect(ticket.commentsCount).toBe(1);
    // In the transaction: the ticket locked, the assignee, the action, the ticket as it is left
    // (with the accounts the action names), the outbox; after it: the audience, the outbox cleared.
    expect(sent).toHaveLength(7);
    expect(sent.filter((text) => text.startsWith('select "id", "type", "group_key"'))).toHaveLength(
      2,
    );
    await settle();
    expect(changes).toEqual([ticketId]);
    // The action as the player reads it in the thread, its author named as they may see them.
    const take = (await threadOf(portal, token('player1'), ticketId)).at(-1);
    expect(take?.action).toBe('take');
    expect(comments).toEqual([take]);
  });
});

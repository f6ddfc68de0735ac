import { LIVE_EVENTS } from '@portal/shared/contract';
import pino from 'pino';
import { createPseudonyms } from '../../identity/visual-ids';
import { insertLiveEvents } from '../../repositories/live-outbox-repository';
import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { recordEvents, settle } from '../../testing/socket-helpers';
import { post } from '../../testing/state-helpers';
import { countingStatements } from '../../testing/statement-counter';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';
import { createLiveHub } from '../live-hub';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'staff1'], (demo) => {
  ({ database, portal, token } = demo);
});

describe('the events of one change share their reads', () => {
  test('when a take hands over its ticket change and its action comment, then the ticket and its audience are each read once, the new comment without its edit history, and both events reach the player', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Tomado' });
    expect((await post(portal, token('staff1'), '/takeTicket', { ticketId })).status).toBe(200);
    await portal.server.live.flushed();
    const action = await database.db
      .selectFrom('comments')
      .select('id')
      .where('ticket_id', '=', ticketId)
      .where('action', '=', 'take')
      .executeTakeFirstOrThrow();
    const player = recordEvents(await portal.connect(token('player1')));

    const { db, counted } = countingStatements(database.db);
    const hub = createLiveHub(
      portal.server.io,
      db,
      createPseudonyms('live-ticket-reads-test-secret'),
      pino({ level: 'silent' }),
    );
    const events = await insertLiveEvents(database.db, [
      { event: 'ticket-changed', ticketId, former: { assigneeIds: [], roleKeys: [] } },
      { event: 'comment-created', ticketId, commentId: action.id },
    ]);
    await hub.send(events);
    // The ticket, the comment and the accounts it names, the audience's candidates.
    expect(counted.statements).toBe(4);
    hub.stop();
    await hub.flushed();

    await settle();
    expect(player.changes).toContainEqual({
      event: LIVE_EVENTS.ticketChanged,
      payload: { ticketId },
    });
    expect(player.comments.map((event) => event.comment._id)).toContain(action.id);
  });
});

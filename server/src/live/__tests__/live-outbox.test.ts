import { LIVE_EVENTS } from '@portal/shared/contract';
import { sql } from 'kysely';
import { insertLiveEvents } from '../../repositories/live-outbox-repository';
import type { LivePublisher } from '../../services/live-events';
import { changeWithLiveEvents } from '../../services/live-events';
import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { nextComment, recordEvents, settle } from '../../testing/socket-helpers';
import { postComment } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'staff1'], (demo) => {
  ({ database, portal, token } = demo);
});

const outboxSize = async () =>
  (
    await database.db
      .selectFrom('live_outbox')
      .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
      .executeTakeFirstOrThrow()
  ).count;

describe('live events go through the outbox', () => {
  test('when a change is sent, then its events are cleared from the outbox', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Con outbox' });
    await postComment(portal, token('staff1'), ticketId, 'Respuesta');
    await portal.server.live.flushed();
    expect(await outboxSize()).toBe(0);
  });

  test('when the instance that wrote an event died before sending it, then another sends it', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Huérfano' });
    const socket = await portal.connect(token('player1'));
    const arriving = nextComment(socket, 5_000);
    // As an instance killed after its commit leaves it: written, its lease running out, never sent.
    const comment = await database.db
      .insertInto('comments')
      .values({ ticket_id: ticketId, author_id: 1, message: 'Guardado y nunca enviado' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertLiveEvents(database.db, [
      { event: 'comment-created', ticketId, commentId: comment.id },
    ]);
    await database.db
      .updateTable('live_outbox')
      .set({ claimed_until: sql<Date>`now() - interval '1 second'` })
      .execute();
    expect((await arriving).comment.message).toBe('Guardado y nunca enviado');
    await portal.server.live.flushed();
    expect(await outboxSize()).toBe(0);
  });

  test('when a change fails, then none of its events is written or sent', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Deshecho' });
    await portal.server.live.flushed();
    const events = recordEvents(await portal.connect(token('player1')));
    const deps = { db: database.db, live: portal.server.live };
    await expect(
      changeWithLiveEvents(deps, async (_trx, live) => {
        live.ticketChanged(ticketId);
        throw new Error('rule broken');
      }),
    ).rejects.toThrow('rule broken');
    await settle();
    expect(events.changes).toEqual([]);
    expect(await outboxSize()).toBe(0);
  });

  test('when a change commits, then it is answered without waiting for its events to go out, and they still go out', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Sin esperar' });
    await portal.server.live.flushed();
    let deliver: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      deliver = resolve;
    });
    const handed: string[] = [];
    const live: LivePublisher = {
      send: (events) => {
        handed.push(...events.map((event) => event.event));
        return held.then(() => portal.server.live.send(events));
      },
      closeSession: () => undefined,
    };
    const events = recordEvents(await portal.connect(token('player1')));
    let delivered = false;
    void held.then(() => {
      delivered = true;
    });
    const change = changeWithLiveEvents({ db: database.db, live }, async (_trx, recorder) => {
      recorder.ticketChanged(ticketId);
    });
    // Long enough for the change itself, shorter than any wait for the delivery would be.
    const first = await Promise.race([
      change.then(() => 'answered'),
      new Promise((resolve) => setTimeout(resolve, 200, 'still waiting')),
    ]);
    expect(first).toBe('answered');
    expect(handed).toEqual(['ticket-changed']);
    expect(delivered).toBe(false);
    deliver();
    await held;
    await portal.server.live.flushed();
    await settle();
    expect(events.changes).toEqual([{ event: LIVE_EVENTS.ticketChanged, payload: { ticketId } }]);
    expect(await outboxSize()).toBe(0);
  });
});

import { sql } from 'kysely';
import { insertLiveEvents } from '../../repositories/live-outbox-repository';
import { changeWithLiveEvents, LIVE_DELIVERY_WAIT_MS } from '../../services/live-events';
import type { LivePublisher } from '../../services/service-deps';
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

  test('when a change commits, then it is answered only once its events went out, or after the wait when they are held up', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), {
      title: 'Entregado antes',
    });
    let deliver: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      deliver = resolve;
    });
    const live: LivePublisher = { send: () => held, closeSession: () => undefined };
    let answered = false;
    const change = changeWithLiveEvents({ db: database.db, live }, async (_trx, events) => {
      events.ticketChanged(ticketId);
    }).then(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, LIVE_DELIVERY_WAIT_MS / 5));
    expect(answered).toBe(false);
    deliver();
    await change;
    expect(answered).toBe(true);

    const neverSent: LivePublisher = {
      send: () => new Promise(() => undefined),
      closeSession: () => undefined,
    };
    const started = Date.now();
    await changeWithLiveEvents({ db: database.db, live: neverSent }, async (_trx, events) => {
      events.ticketChanged(ticketId);
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(LIVE_DELIVERY_WAIT_MS - 5);
    await database.db.deleteFrom('live_outbox').execute();
  });
});

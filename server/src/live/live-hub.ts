import { LIVE_EVENTS } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/database';
import type { Pseudonyms } from '../identity/visual-ids';
import { findTicketById } from '../repositories/tickets-repository';
import { presentCommentsFor } from '../services/comments/present-comments';
import type { LivePublisher } from '../services/service-deps';
import { loadTicketRecord } from '../services/tickets/ticket-record';
import type { PortalIo } from './live-types';
import { accountRoom } from './rooms';
import { ticketAudience } from './ticket-audience';

export interface LiveHub extends LivePublisher {
  /** Resolves once every event published so far has been handed to socket.io. */
  flushed(): Promise<void>;
}

/**
 * Turns committed domain events into socket messages for exactly the accounts allowed to see them.
 * Events are sent in the order they were published; a failure is logged and never reaches the
 * request that caused it.
 */
export function createLiveHub(
  io: PortalIo,
  db: Kysely<Database>,
  pseudonyms: Pseudonyms,
  logger: Logger,
): LiveHub {
  let queue = Promise.resolve();
  const enqueue = (name: string, task: () => Promise<void>) => {
    queue = queue
      .then(task)
      .catch((error: unknown) => logger.error({ err: error }, `live ${name} failed`));
  };

  async function notifyTicket(
    event: typeof LIVE_EVENTS.ticketCreated | typeof LIVE_EVENTS.ticketChanged,
    ticketId: number,
  ) {
    const row = await findTicketById(db, ticketId);
    if (!row) return;
    const audience = await ticketAudience(db, await loadTicketRecord(db, row), {
      staffOnly: false,
    });
    if (audience.length === 0) return;
    io.to(audience.map((member) => accountRoom(member.accountId))).emit(event, { ticketId });
  }

  async function notifyComment(ticketId: number, commentId: number) {
    const [row, comment] = await Promise.all([
      findTicketById(db, ticketId),
      db.selectFrom('comments').selectAll().where('id', '=', commentId).executeTakeFirst(),
    ]);
    if (!row || !comment) return;
    const audience = await ticketAudience(db, await loadTicketRecord(db, row), {
      staffOnly: comment.staff_only,
    });
    for (const realNames of [true, false]) {
      const rooms = audience
        .filter((member) => member.realNames === realNames)
        .map((member) => accountRoom(member.accountId));
      if (rooms.length === 0) continue;
      const [presented] = await presentCommentsFor(db, pseudonyms, [comment], realNames);
      if (presented)
        io.to(rooms).emit(LIVE_EVENTS.commentCreated, { ticketId, comment: presented });
    }
  }

  return {
    ticketCreated: (ticketId) =>
      enqueue('ticket-created', () => notifyTicket(LIVE_EVENTS.ticketCreated, ticketId)),
    ticketChanged: (ticketId) =>
      enqueue('ticket-changed', () => notifyTicket(LIVE_EVENTS.ticketChanged, ticketId)),
    commentCreated: (ticketId, commentId) =>
      enqueue('comment-created', () => notifyComment(ticketId, commentId)),
    flushed: () => queue,
  };
}

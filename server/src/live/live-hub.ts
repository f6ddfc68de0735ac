import { LIVE_EVENTS } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/database';
import type { Pseudonyms } from '../identity/visual-ids';
import { findCommentById } from '../repositories/comments-repository';
import { findTicketById } from '../repositories/tickets-repository';
import { presentCommentsFor } from '../services/comments/present-comments';
import type { LivePublisher } from '../services/service-deps';
import { loadTicketRecord, type TicketRecord } from '../services/tickets/ticket-record';
import type { PortalIo } from './live-types';
import { accountRoom } from './rooms';
import { type AudienceMember, ticketAudience } from './ticket-audience';

export interface LiveHub extends LivePublisher {
  /** Resolves once every event published so far has been handed to socket.io. */
  flushed(): Promise<void>;
}

type TicketEventName = typeof LIVE_EVENTS.ticketCreated | typeof LIVE_EVENTS.ticketChanged;
type CommentEventName = typeof LIVE_EVENTS.commentCreated | typeof LIVE_EVENTS.commentEdited;

const roomsOf = (members: readonly AudienceMember[]) =>
  [...new Set(members.map((member) => member.accountId))].map(accountRoom);

/**
 * Turns committed domain events into socket messages for exactly the accounts allowed to see them,
 * each comment shaped with the redaction that account gets. Events go out in publication order; a
 * failure is logged and never reaches the request that caused it.
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

  async function currentRecord(ticketId: number): Promise<TicketRecord | undefined> {
    const row = await findTicketById(db, ticketId);
    return row ? loadTicketRecord(db, row) : undefined;
  }

  async function notifyTicket(event: TicketEventName, ticketId: number, before?: TicketRecord) {
    const record = await currentRecord(ticketId);
    if (!record) return;
    const audience = await ticketAudience(db, record, { staffOnly: false });
    const former = before ? await ticketAudience(db, before, { staffOnly: false }) : [];
    const rooms = roomsOf([...audience, ...former]);
    if (rooms.length > 0) io.to(rooms).emit(event, { ticketId });
  }

  async function notifyComment(event: CommentEventName, ticketId: number, commentId: number) {
    const [record, comment] = await Promise.all([
      currentRecord(ticketId),
      findCommentById(db, commentId),
    ]);
    if (!record || !comment) return;
    const audience = await ticketAudience(db, record, { staffOnly: comment.staff_only });
    for (const realNames of [true, false]) {
      const rooms = roomsOf(audience.filter((member) => member.realNames === realNames));
      if (rooms.length === 0) continue;
      const [presented] = await presentCommentsFor(db, pseudonyms, [comment], realNames);
      if (presented) io.to(rooms).emit(event, { ticketId, comment: presented });
    }
  }

  async function notifyDeleted(ticketId: number, commentId: number, staffOnly: boolean) {
    const record = await currentRecord(ticketId);
    if (!record) return;
    const rooms = roomsOf(await ticketAudience(db, record, { staffOnly }));
    if (rooms.length > 0) io.to(rooms).emit(LIVE_EVENTS.commentDeleted, { ticketId, commentId });
  }

  return {
    ticketCreated: (ticketId) =>
      enqueue('ticket-created', () => notifyTicket(LIVE_EVENTS.ticketCreated, ticketId)),
    ticketChanged: (ticketId, before) =>
      enqueue('ticket-changed', () => notifyTicket(LIVE_EVENTS.ticketChanged, ticketId, before)),
    commentCreated: (ticketId, commentId) =>
      enqueue('comment-created', () =>
        notifyComment(LIVE_EVENTS.commentCreated, ticketId, commentId),
      ),
    commentEdited: (ticketId, commentId) =>
      enqueue('comment-edited', () =>
        notifyComment(LIVE_EVENTS.commentEdited, ticketId, commentId),
      ),
    commentDeleted: (ticketId, commentId, staffOnly) =>
      enqueue('comment-deleted', () => notifyDeleted(ticketId, commentId, staffOnly)),
    flushed: () => queue,
  };
}

import { LIVE_EVENTS } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../db/database';
import { findTicketRecord, recordWithPeople, type TicketRecord } from '../domain/ticket-record';
import type { Pseudonyms } from '../identity/visual-ids';
import type { Disclosure } from '../presenters/people-view';
import type { ShownAccount } from '../repositories/accounts/accounts-repository';
import {
  claimAbandonedLiveEvents,
  deleteLiveEvents,
  type StoredLiveEvent,
  type TicketLiveEventRecord,
} from '../repositories/live-outbox-repository';
import {
  type CommentsPeople,
  loadCommentPeopleById,
  presentLoadedComments,
} from '../services/comments/present-comments';
import type { LivePublisher, WrittenComments } from '../services/live-events';
import { peopleViewOn } from '../services/tickets/ticket-access';
import type { PortalIo } from './live-types';
import { ADMINS_ROOM, accountRoom, sessionRoom } from './rooms';
import { type AudienceMember, audienceCandidates, ticketAudience } from './ticket-audience';

export interface LiveHub extends LivePublisher {
  /** Resolves once every event handed over so far has been sent and cleared from the outbox. */
  flushed(): Promise<void>;
  /** Stops looking for abandoned events (the caller then waits for `flushed`). */
  stop(): void;
}

/** How often an instance looks for events whose writer died before sending them. */
export const ABANDONED_EVENTS_CHECK_MS = 1_000;
const ABANDONED_EVENTS_BATCH = 100;
/** Sent events are cleared from the outbox together, at most this long after being sent. */
const CLEAR_SENT_AFTER_MS = 50;

const DISCLOSURES: readonly Disclosure[] = ['realNames', 'pseudonyms', 'playerView'];

const roomsOf = (members: readonly AudienceMember[]) =>
  [...new Set(members.map((member) => member.accountId))].map(accountRoom);

/** What the events of one hand-over read about their tickets (each read once per ticket) and comments. */
interface TicketReads {
  /** The ticket as its writer left it (`WrittenComments`), else as it is now. */
  record(ticketId: number): Promise<TicketRecord | undefined>;
  /** Everyone who may see the ticket now or before any of the hand-over's changes. */
  candidates(ticketId: number): Promise<readonly ShownAccount[]>;
  /** The comment and its ticket: as its writer read them in its transaction, or read now. */
  comment(
    ticketId: number,
    commentId: number,
  ): Promise<{ record: TicketRecord; people: CommentsPeople } | undefined>;
}

/**
 * A take or a close hands over its ticket's change and its action's comment together: each read
 * the ticket and its audience's candidates on its own (four statements, the same rows). They now
 * share one read of each; the candidates are read with every former assignee and role of the
 * hand-over's events of that ticket, a superset each event's permission check narrows. A change
 * that read them itself, with the ticket it leaves (`WrittenComments`), hands them over: none is
 * read here then.
 */
function ticketReads(
  db: Kysely<Database>,
  events: readonly StoredLiveEvent[],
  known: readonly WrittenComments[],
): TicketReads {
  const former = new Map<number, { assigneeIds: number[]; roleKeys: string[] }>();
  for (const event of events) {
    if (!('former' in event) || !event.former) continue;
    const merged = former.get(event.ticketId) ?? { assigneeIds: [], roleKeys: [] };
    merged.assigneeIds.push(...event.former.assigneeIds);
    merged.roleKeys.push(...event.former.roleKeys);
    former.set(event.ticketId, merged);
  }
  const records = new Map<number, Promise<TicketRecord | undefined>>();
  const candidates = new Map<number, Promise<readonly ShownAccount[]>>();
  const once = <T>(reads: Map<number, Promise<T>>, ticketId: number, read: () => Promise<T>) => {
    let pending = reads.get(ticketId);
    if (!pending) {
      pending = read();
      reads.set(ticketId, pending);
    }
    return pending;
  };
  const record = (ticketId: number) =>
    once(records, ticketId, async () => {
      const written = known.find((entry) => entry.record.row.id === ticketId);
      return written ? written.record : findTicketRecord(db, ticketId);
    });
  return {
    record,
    candidates: (ticketId) =>
      once(candidates, ticketId, async () => {
        const written = known.find((entry) => entry.record.row.id === ticketId);
        return written?.audience ?? audienceCandidates(db, ticketId, former.get(ticketId));
      }),
    async comment(ticketId, commentId) {
      for (const written of known) {
        const row = written.comments.rows.find((comment) => comment.id === commentId);
        if (row && written.record.row.id === ticketId)
          return { record: written.record, people: { ...written.comments, rows: [row] } };
      }
      const [found, people] = await Promise.all([
        record(ticketId),
        loadCommentPeopleById(db, commentId),
      ]);
      return found && people ? { record: found, people } : undefined;
    },
  };
}

/**
 * Turns committed domain events into socket messages for exactly the accounts allowed to see them,
 * each comment shaped with the redaction that account gets. Events come from this instance's
 * writes, in order, and from the outbox when their writer died (`ABANDONED_EVENTS_CHECK_MS`); an
 * event is cleared from the outbox once sent, and a failure leaves it there to be sent again.
 */
export function createLiveHub(
  io: PortalIo,
  db: Kysely<Database>,
  pseudonyms: Pseudonyms,
  logger: Logger,
): LiveHub {
  /** One chain per ticket (and one for admin notices): a ticket's events keep their order, and
   * one ticket's slow event does not hold back the others. */
  const chains = new Map<string, Promise<void>>();
  const pending = new Set<string>();
  const sent: string[] = [];
  let clearing: Promise<void> = Promise.resolve();
  let clearTimer: NodeJS.Timeout | undefined;

  async function notifyTicket(
    event: typeof LIVE_EVENTS.ticketCreated | typeof LIVE_EVENTS.ticketChanged,
    { ticketId, former }: TicketLiveEventRecord,
    reads: TicketReads,
  ) {
    const [record, candidates] = await Promise.all([
      reads.record(ticketId),
      reads.candidates(ticketId),
    ]);
    if (!record) return;
    const before =
      former &&
      recordWithPeople(record, {
        ...record.people,
        assigneeIds: [...former.assigneeIds],
        roleKeys: [...former.roleKeys],
      });
    const audience = ticketAudience(candidates, record, { staffOnly: false });
    const formerAudience = before ? ticketAudience(candidates, before, { staffOnly: false }) : [];
    const rooms = roomsOf([...audience, ...formerAudience]);
    if (rooms.length > 0) io.to(rooms).emit(event, { ticketId });
  }

  async function notifyComment(
    event: typeof LIVE_EVENTS.commentCreated | typeof LIVE_EVENTS.commentEdited,
    { ticketId, commentId }: TicketLiveEventRecord,
    reads: TicketReads,
  ) {
    if (commentId === undefined) return;
    const [found, candidates] = await Promise.all([
      reads.comment(ticketId, commentId),
      reads.candidates(ticketId),
    ]);
    const comment = found?.people.rows[0];
    if (!found || !comment) return;
    const { record, people } = found;
    const audience = ticketAudience(candidates, record, { staffOnly: comment.staff_only });
    for (const disclosure of DISCLOSURES) {
      const rooms = roomsOf(audience.filter((member) => member.disclosure === disclosure));
      if (rooms.length === 0) continue;
      const [presented] = presentLoadedComments(
        people,
        pseudonyms,
        peopleViewOn(record, disclosure),
      );
      if (presented) io.to(rooms).emit(event, { ticketId, comment: presented });
    }
  }

  async function notifyDeleted(
    { ticketId, commentId, staffOnly }: TicketLiveEventRecord,
    reads: TicketReads,
  ) {
    if (commentId === undefined) return;
    const [record, candidates] = await Promise.all([
      reads.record(ticketId),
      reads.candidates(ticketId),
    ]);
    if (!record) return;
    const rooms = roomsOf(ticketAudience(candidates, record, { staffOnly: staffOnly ?? false }));
    if (rooms.length > 0) io.to(rooms).emit(LIVE_EVENTS.commentDeleted, { ticketId, commentId });
  }

  function deliver(event: StoredLiveEvent, reads: TicketReads): Promise<void> {
    switch (event.event) {
      case 'ticket-created':
        return notifyTicket(LIVE_EVENTS.ticketCreated, event, reads);
      case 'ticket-changed':
        return notifyTicket(LIVE_EVENTS.ticketChanged, event, reads);
      case 'comment-created':
        return notifyComment(LIVE_EVENTS.commentCreated, event, reads);
      case 'comment-edited':
        return notifyComment(LIVE_EVENTS.commentEdited, event, reads);
      case 'comment-deleted':
        return notifyDeleted(event, reads);
      case 'tokens-changed':
        io.to(ADMINS_ROOM).emit(LIVE_EVENTS.tokensChanged, { tokenId: event.tokenId });
        return Promise.resolve();
      case 'config-changed':
        io.to(ADMINS_ROOM).emit(LIVE_EVENTS.configChanged, { key: event.key });
        return Promise.resolve();
      case 'incidents-changed':
        io.to(ADMINS_ROOM).emit(LIVE_EVENTS.incidentsChanged, { incidentId: event.incidentId });
        return Promise.resolve();
    }
  }

  function clearSent() {
    clearTimer = undefined;
    const ids = sent.splice(0);
    clearing = clearing
      .then(() => deleteLiveEvents(db, ids))
      .catch((error: unknown) => logger.warn({ err: error }, 'live outbox not cleared'));
  }

  function markSent(id: string) {
    pending.delete(id);
    sent.push(id);
    clearTimer ??= setTimeout(clearSent, CLEAR_SENT_AFTER_MS);
  }

  function send(
    events: readonly StoredLiveEvent[],
    known: readonly WrittenComments[] = [],
  ): Promise<void> {
    const sending: Promise<void>[] = [];
    const reads = ticketReads(db, events, known);
    for (const event of events) {
      if (pending.has(event.id)) continue;
      pending.add(event.id);
      const key = 'ticketId' in event ? `ticket:${event.ticketId}` : 'admins';
      const chain = (chains.get(key) ?? Promise.resolve())
        .then(() => deliver(event, reads))
        .then(
          () => markSent(event.id),
          (error: unknown) => {
            // Left in the outbox: its lease runs out and it is sent again.
            pending.delete(event.id);
            logger.error({ err: error }, `live ${event.event} failed`);
          },
        )
        .finally(() => {
          if (chains.get(key) === chain) chains.delete(key);
        });
      chains.set(key, chain);
      sending.push(chain);
    }
    return Promise.all(sending).then(() => undefined);
  }

  let checking = false;
  const checkTimer = setInterval(() => {
    if (checking) return;
    checking = true;
    claimAbandonedLiveEvents(db, ABANDONED_EVENTS_BATCH)
      .then((events) => send(events))
      .catch((error: unknown) => logger.warn({ err: error }, 'live outbox check failed'))
      .finally(() => {
        checking = false;
      });
  }, ABANDONED_EVENTS_CHECK_MS);
  checkTimer.unref();

  return {
    send,
    closeSession: (sessionId) => io.in(sessionRoom(sessionId)).disconnectSockets(true),
    async flushed() {
      while (chains.size > 0) await Promise.all(chains.values());
      if (clearTimer) {
        clearTimeout(clearTimer);
        clearSent();
      }
      await clearing;
    },
    stop: () => clearInterval(checkTimer),
  };
}

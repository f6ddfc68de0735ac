import { type InsertQueryBuilder, type InsertResult, type QueryCreator, sql } from 'kysely';
import type { Database } from '../db/database';
import type { Executor } from './executor';

export type TicketLiveEventName =
  | 'ticket-created'
  | 'ticket-changed'
  | 'comment-created'
  | 'comment-edited'
  | 'comment-deleted';

/** A live event about a ticket, as written with the change it describes. */
export interface TicketLiveEventRecord {
  event: TicketLiveEventName;
  ticketId: number;
  commentId?: number;
  /** comment-deleted: the row is gone when the event goes out, so its audience comes from here. */
  staffOnly?: boolean;
  /** ticket-changed: who was on the ticket before, so viewers who just lost it are told too. */
  former?: { assigneeIds: readonly number[]; roleKeys: readonly string[] };
}

/** A token was created, (de)activated or deleted: admins' screens refetch the list. */
export interface TokensLiveEventRecord {
  event: 'tokens-changed';
  tokenId: number;
}

/** A config entry was saved or deleted: admins' screens refetch the list. */
export interface ConfigLiveEventRecord {
  event: 'config-changed';
  key: string;
}

/** An incident or its timeline changed: admins' screens refetch it and the list. */
export interface IncidentsLiveEventRecord {
  event: 'incidents-changed';
  incidentId: number;
}

export type LiveEventRecord =
  | TicketLiveEventRecord
  | TokensLiveEventRecord
  | ConfigLiveEventRecord
  | IncidentsLiveEventRecord;

/** bigint id, kept as text. */
export type StoredLiveEvent = LiveEventRecord & { id: string };

/** Seconds an instance holds the events it wrote (or claimed) before any other may send them. */
export const LIVE_EVENT_LEASE_SECONDS = 5;

const lease = sql<Date>`now() + make_interval(secs => ${LIVE_EVENT_LEASE_SECONDS})`;

const STORED_COLUMNS = [
  sql<string>`id::text`.as('id'),
  'event',
  'ticket_id',
  'comment_id',
  'token_id',
  'config_key',
  'incident_id',
  'staff_only',
  'former_assignee_ids',
  'former_role_keys',
] as const;

/** An event as the outbox answers it (its row, or the row as JSON carries it). */
export function storedLiveEvent(row: {
  id: string;
  event: string;
  ticket_id: number | null;
  comment_id: number | null;
  token_id: number | null;
  config_key: string | null;
  incident_id: number | null;
  staff_only: boolean;
  former_assignee_ids: number[] | null;
  former_role_keys: string[] | null;
}): StoredLiveEvent {
  if (row.event === 'tokens-changed') {
    return { id: row.id, event: 'tokens-changed', tokenId: row.token_id ?? 0 };
  }
  if (row.event === 'config-changed') {
    return { id: row.id, event: 'config-changed', key: row.config_key ?? '' };
  }
  if (row.event === 'incidents-changed') {
    return { id: row.id, event: 'incidents-changed', incidentId: row.incident_id ?? 0 };
  }
  return {
    id: row.id,
    event: row.event as TicketLiveEventName,
    ticketId: row.ticket_id ?? 0,
    ...(row.comment_id === null ? {} : { commentId: row.comment_id }),
    staffOnly: row.staff_only,
    ...(row.former_assignee_ids === null
      ? {}
      : { former: { assigneeIds: row.former_assignee_ids, roleKeys: row.former_role_keys ?? [] } }),
  };
}

function columnsOf(event: LiveEventRecord) {
  if (event.event === 'tokens-changed') {
    return { event: event.event, ticket_id: null, token_id: event.tokenId };
  }
  if (event.event === 'config-changed') {
    return { event: event.event, ticket_id: null, config_key: event.key };
  }
  if (event.event === 'incidents-changed') {
    return { event: event.event, ticket_id: null, incident_id: event.incidentId };
  }
  return {
    event: event.event,
    ticket_id: event.ticketId,
    comment_id: event.commentId ?? null,
    staff_only: event.staffOnly ?? false,
    former_assignee_ids: event.former ? [...event.former.assigneeIds] : null,
    former_role_keys: event.former ? [...event.former.roleKeys] : null,
  };
}

/** The insert of `events`, claimed by the writer for the lease, answering them as stored. */
export function liveEventsInsert(db: QueryCreator<Database>, events: readonly LiveEventRecord[]) {
  return db
    .insertInto('live_outbox')
    .values(events.map((event) => ({ ...columnsOf(event), claimed_until: lease })))
    .returning(STORED_COLUMNS);
}

/** An outbox row as JSON carries it (`to_json` or `json_agg` of the rows a WITH answered). */
export type StoredLiveEventJson = Parameters<typeof storedLiveEvent>[0];

/** Events from their rows or JSON rows, ids ascending (the order they were written in). */
export function storedLiveEvents(rows: readonly StoredLiveEventJson[]): StoredLiveEvent[] {
  return rows.map(storedLiveEvent).sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
}

/**
 * Writes events inside the caller's transaction, claimed by the writer for the lease, and
 * `alongside`, another insert of the same change, in the same statement.
 */
export async function insertLiveEvents<Alongside extends keyof Database>(
  trx: Executor,
  events: readonly LiveEventRecord[],
  alongside?: InsertQueryBuilder<Database, Alongside, InsertResult>,
): Promise<StoredLiveEvent[]> {
  if (events.length === 0) {
    await alongside?.execute();
    return [];
  }
  // Another insert of the same change goes in the same statement (a data-modifying WITH runs
  // whether or not it is read): one round trip instead of two.
  const writer = alongside ? trx.with('alongside', () => alongside) : trx;
  const rows = await liveEventsInsert(writer, events).execute();
  return rows.map(storedLiveEvent);
}

/** A statement that writes comments in its WITH `inserted` (`insertAuthorComments`). */
export type WithInsertedComments = Database & { inserted: { id: number; ticket_id: number } };

/**
 * The `comment-created` event of every comment the statement writes, claimed by the writer for the
 * lease as `insertLiveEvents` claims its rows: a WITH of the statement that writes the comments, so
 * a comment and its event cost one round trip. Answers them as the outbox stores them.
 */
export function commentCreatedEventsInsert(db: QueryCreator<WithInsertedComments>) {
  return db
    .insertInto('live_outbox')
    .columns(['event', 'ticket_id', 'comment_id', 'claimed_until'])
    .expression(
      db
        .selectFrom('inserted')
        .select([
          sql<string>`'comment-created'`.as('event'),
          'ticket_id',
          'id',
          lease.as('claimed_until'),
        ]),
    )
    .returning(STORED_COLUMNS);
}

/**
 * Claims, oldest first, events whose lease ran out (their writer died before sending them, or is
 * far behind); concurrent claimers skip each other's rows. An event may so go out twice: clients
 * merge by id and refetch on `ticket-changed`, so a repeat changes nothing.
 */
export async function claimAbandonedLiveEvents(
  db: Executor,
  limit: number,
): Promise<StoredLiveEvent[]> {
  const rows = await db
    .updateTable('live_outbox')
    .set({ claimed_until: lease })
    .where(
      'id',
      'in',
      db
        .selectFrom('live_outbox')
        .select('id')
        .where('claimed_until', '<', sql<Date>`now()`)
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(STORED_COLUMNS)
    .execute();
  return storedLiveEvents(rows);
}

export async function deleteLiveEvents(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('live_outbox')
    .where('id', 'in', [...ids])
    .execute();
}

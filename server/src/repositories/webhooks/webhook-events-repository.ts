import { type QueryCreator, sql } from 'kysely';
import type { Executor } from '../executor';
import type { WithInsertedComments } from '../live-outbox-repository';

/**
 * What a change may announce to webhooks, written with it: a ticket opened, a comment written (an
 * action, such as a close, is a comment too) or a review left. Which webhook event it is, if any,
 * is decided when it is fanned out.
 */
export type WebhookSource =
  | { kind: 'ticket'; ticketId: number }
  | { kind: 'comment'; ticketId: number; commentId: number }
  | { kind: 'review'; ticketId: number };

export type StoredWebhookSource = WebhookSource & { id: string; createdAt: Date };

/**
 * The insert of a change's announcements, not yet run (none: nothing to announce): the change
 * writes it inside the statement that writes its live events (`insertLiveEvents`), one round trip.
 */
export function webhookSourcesInsert(db: Executor, sources: readonly WebhookSource[]) {
  if (sources.length === 0) return undefined;
  return db.insertInto('webhook_events').values(
    sources.map((source) => ({
      event: source.kind,
      ticket_id: source.ticketId,
      comment_id: source.kind === 'comment' ? source.commentId : null,
    })),
  );
}

/** Announces every comment the statement writes (its WITH `inserted`), in that statement. */
export function commentSourcesInsert(db: QueryCreator<WithInsertedComments>) {
  return db
    .insertInto('webhook_events')
    .columns(['event', 'ticket_id', 'comment_id'])
    .expression(
      db.selectFrom('inserted').select([sql<string>`'comment'`.as('event'), 'ticket_id', 'id']),
    );
}

type SourceRow = {
  id: string;
  event: WebhookSource['kind'];
  ticket_id: number;
  comment_id: number | null;
  created_at: Date;
};

function storedSource(row: SourceRow): StoredWebhookSource {
  const base = { id: row.id, ticketId: row.ticket_id, createdAt: new Date(row.created_at) };
  return row.event === 'comment'
    ? { ...base, kind: 'comment', commentId: row.comment_id ?? 0 }
    : { ...base, kind: row.event as 'ticket' | 'review' };
}

/**
 * The oldest sources, oldest first (by the number: `id` alone would order the text it is
 * answered as, putting 10 before 9), left in the outbox (`takeWebhookSources` removes them). */
export async function peekWebhookSources(
  db: Executor,
  limit: number,
): Promise<StoredWebhookSource[]> {
  const rows = await sql<SourceRow>`
    select id::text as id, event, ticket_id, comment_id, created_at
    from webhook_events order by webhook_events.id limit ${limit}
  `.execute(db);
  return rows.rows.map(storedSource);
}

/**
 * Removes these sources from the outbox inside the caller's transaction and answers the ids it
 * removed: they are gone only if it commits, and sources another instance holds or has already
 * removed are not among them, so each source is fanned out once.
 */
export async function takeWebhookSources(
  trx: Executor,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await sql<{ id: string }>`
    delete from webhook_events
    where id in (
      select id from webhook_events
      where id = any(${sql.val(ids)}::bigint[])
      for update skip locked
    )
    returning id::text as id
  `.execute(trx);
  return new Set(rows.rows.map((row) => row.id));
}

/** Whether anything waits to be fanned out (one cheap look each round). */
export async function hasWebhookSources(db: Executor): Promise<boolean> {
  const row = await db.selectFrom('webhook_events').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

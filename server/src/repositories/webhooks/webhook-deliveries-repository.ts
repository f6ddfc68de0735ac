import type { WebhookEvent } from '@portal/shared/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/database';
import type { Executor } from '../executor';

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhookAttemptRecord {
  at: Date;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export interface WebhookDeliveryRecord {
  id: string;
  webhookId: number;
  event: WebhookEvent;
  ticketId: number | null;
  payload: unknown;
  status: DeliveryStatus;
  nextAttemptAt: Date | null;
  createdAt: Date;
  attempts: WebhookAttemptRecord[];
}

export interface NewWebhookDelivery {
  id: string;
  webhookId: number;
  event: WebhookEvent;
  ticketId: number;
  payload: unknown;
}

export async function insertWebhookDeliveries(
  trx: Executor,
  deliveries: readonly NewWebhookDelivery[],
): Promise<void> {
  if (deliveries.length === 0) return;
  await trx
    .insertInto('webhook_deliveries')
    .values(
      deliveries.map((delivery) => ({
        id: delivery.id,
        webhook_id: delivery.webhookId,
        event: delivery.event,
        ticket_id: delivery.ticketId,
        payload: JSON.stringify(delivery.payload),
        next_attempt_at: sql<Date>`now()`,
      })),
    )
    .execute();
}

function deliveriesWithAttempts(db: Executor) {
  return db.selectFrom('webhook_deliveries as d').select([
    'd.id',
    'd.webhook_id as webhookId',
    'd.event',
    'd.ticket_id as ticketId',
    'd.payload',
    'd.status',
    'd.next_attempt_at as nextAttemptAt',
    'd.created_at as createdAt',
    sql<WebhookAttemptRecord[]>`coalesce((
        select json_agg(json_build_object(
          'at', a.attempted_at, 'statusCode', a.status_code, 'error', a.error,
          'durationMs', a.duration_ms) order by a.id)
        from webhook_attempts a where a.delivery_id = d.id
      ), '[]'::json)`.as('attempts'),
  ]);
}

function withDates(row: WebhookDeliveryRecord): WebhookDeliveryRecord {
  return {
    ...row,
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    attempts: row.attempts.map((attempt) => ({ ...attempt, at: new Date(attempt.at) })),
  };
}

/** A webhook's latest deliveries, newest first. */
export async function listWebhookDeliveries(
  db: Executor,
  webhookId: number,
  limit: number,
): Promise<WebhookDeliveryRecord[]> {
  const rows = await deliveriesWithAttempts(db)
    .where('d.webhook_id', '=', webhookId)
    .orderBy('d.seq', 'desc')
    .limit(limit)
    .execute();
  return (rows as WebhookDeliveryRecord[]).map(withDates);
}

export async function findWebhookDelivery(
  db: Executor,
  webhookId: number,
  deliveryId: string,
): Promise<WebhookDeliveryRecord | undefined> {
  const row = await deliveriesWithAttempts(db)
    .where('d.webhook_id', '=', webhookId)
    .where('d.id', '=', deliveryId)
    .executeTakeFirst();
  return row ? withDates(row as WebhookDeliveryRecord) : undefined;
}

/**
 * Claims the deliveries due now, oldest first: each is pushed `leaseSeconds` ahead so no other
 * instance takes it while this one sends; if this one dies, it is due again when the lease ends.
 */
export async function claimDueDeliveries(
  db: Executor,
  limit: number,
  leaseSeconds: number,
): Promise<WebhookDeliveryRecord[]> {
  const claimed = await sql<{ id: string }>`
    update webhook_deliveries
    set next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
    where id in (
      select id from webhook_deliveries
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, seq
      limit ${limit}
      for update skip locked
    )
    returning id
  `.execute(db);
  if (claimed.rows.length === 0) return [];
  const rows = await deliveriesWithAttempts(db)
    .where(
      'd.id',
      'in',
      claimed.rows.map((row) => row.id),
    )
    .orderBy('d.seq')
    .execute();
  return (rows as WebhookDeliveryRecord[]).map(withDates);
}

/** Whether a delivery is due (one cheap look each round). */
export async function hasDueDeliveries(db: Executor): Promise<boolean> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records one try and what the delivery becomes: done (`nextAttemptAt` null) or due again. */
export async function recordDeliveryAttempt(
  db: Kysely<Database>,
  deliveryId: string,
  attempt: Omit<WebhookAttemptRecord, 'at'>,
  outcome: { status: DeliveryStatus; nextAttemptAt: Date | null },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('webhook_attempts')
      .values({
        delivery_id: deliveryId,
        status_code: attempt.statusCode,
        error: attempt.error,
        duration_ms: attempt.durationMs,
      })
      .execute();
    await trx
      .updateTable('webhook_deliveries')
      .set({ status: outcome.status, next_attempt_at: outcome.nextAttemptAt })
      .where('id', '=', deliveryId)
      .execute();
  });
}

/** Makes a delivery due now, whatever it ended as (the panel's Retry). */
export async function scheduleDeliveryNow(db: Executor, deliveryId: string): Promise<void> {
  await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: sql<Date>`now()` })
    .where('id', '=', deliveryId)
    .execute();
}

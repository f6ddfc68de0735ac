import type { WebhookEvent, WebhookFormat } from '@portal/shared/contract';
import { sql } from 'kysely';
import type { Executor } from '../executor';

/** A webhook as the admin panel lists it, with its creator's name and latest delivery. */
export interface WebhookRecord {
  id: number;
  url: string;
  events: WebhookEvent[];
  format: WebhookFormat;
  description: string;
  createdBy: number;
  creatorName: string;
  createdAt: Date;
  lastDelivery: { status: 'pending' | 'delivered' | 'failed'; createdAt: Date } | null;
}

/** What a delivery needs of its webhook to be sent. */
export interface WebhookTarget {
  id: number;
  url: string;
  events: WebhookEvent[];
  format: WebhookFormat;
  secret: string;
  createdBy: number;
}

function listedWebhooks(db: Executor) {
  return db
    .selectFrom('webhooks as w')
    .innerJoin('accounts as a', 'a.id', 'w.created_by')
    .select([
      'w.id',
      'w.url',
      'w.events',
      'w.format',
      'w.description',
      'w.created_by as createdBy',
      'a.name as creatorName',
      'w.created_at as createdAt',
      sql<WebhookRecord['lastDelivery']>`(
        select json_build_object('status', d.status, 'createdAt', d.created_at)
        from webhook_deliveries d where d.webhook_id = w.id
        order by d.created_at desc limit 1
      )`.as('lastDelivery'),
    ]);
}

function withDates(row: WebhookRecord): WebhookRecord {
  const last = row.lastDelivery;
  return {
    ...row,
    lastDelivery: last ? { status: last.status, createdAt: new Date(last.createdAt) } : null,
  };
}

/** Every webhook, newest first. */
export async function listWebhooks(db: Executor): Promise<WebhookRecord[]> {
  const rows = await listedWebhooks(db).orderBy('w.id', 'desc').execute();
  return (rows as WebhookRecord[]).map(withDates);
}

export async function findWebhook(db: Executor, id: number): Promise<WebhookRecord | undefined> {
  const row = await listedWebhooks(db).where('w.id', '=', id).executeTakeFirst();
  return row ? withDates(row as WebhookRecord) : undefined;
}

export async function insertWebhook(
  db: Executor,
  webhook: Omit<WebhookTarget, 'id'> & { description: string },
): Promise<number> {
  const row = await db
    .insertInto('webhooks')
    .values({
      url: webhook.url,
      events: [...webhook.events],
      format: webhook.format,
      description: webhook.description,
      secret: webhook.secret,
      created_by: webhook.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Whether there was one to delete; its deliveries go with it. */
export async function deleteWebhook(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.deleteFrom('webhooks').where('id', '=', id).executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** Every webhook with what sending needs (a handful: read whole each round). */
export async function listWebhookTargets(db: Executor): Promise<WebhookTarget[]> {
  const rows = await db
    .selectFrom('webhooks')
    .select(['id', 'url', 'events', 'format', 'secret', 'created_by as createdBy'])
    .execute();
  return rows as WebhookTarget[];
}

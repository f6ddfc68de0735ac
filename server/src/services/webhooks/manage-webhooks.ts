import type { CreateWebhookBody, Webhook, WebhookDelivery } from '@portal/shared/contract';
import { notFound } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { presentWebhook, presentWebhookDelivery } from '../../presenters/webhook-presenter';
import {
  findWebhookDelivery,
  listWebhookDeliveries,
  scheduleDeliveryNow,
} from '../../repositories/webhooks/webhook-deliveries-repository';
import {
  deleteWebhook as deleteWebhookRow,
  findWebhook,
  insertWebhook,
  listWebhooks as listWebhookRows,
} from '../../repositories/webhooks/webhooks-repository';
import { changed, recordAudit } from '../audit/audit-trail';
import type { ServiceDeps } from '../service-deps';
import { webhookAddresses } from './webhook-address';
import { newWebhookSecret } from './webhook-signature';

// Every call here is behind the admin router's `adminsOnly` (power ≥ 100).

/** The deliveries the panel's log shows per webhook. */
const DELIVERIES_SHOWN = 50;

export interface WebhookRules {
  allowedHosts: readonly string[];
}

export async function listWebhooks(deps: ServiceDeps): Promise<Webhook[]> {
  return (await listWebhookRows(deps.db)).map(presentWebhook);
}

async function presentedWebhook(deps: ServiceDeps, id: number): Promise<Webhook> {
  const webhook = await findWebhook(deps.db, id);
  if (!webhook) throw notFound('webhook');
  return presentWebhook(webhook);
}

/**
 * A webhook that sends as its creator sees (SPEC §6); its address must resolve to public
 * addresses unless allowlisted. Its signing secret is answered now and never again.
 */
export async function createWebhook(
  deps: ServiceDeps,
  viewer: Viewer,
  body: CreateWebhookBody,
  rules: WebhookRules,
): Promise<{ secret: string; webhook: Webhook }> {
  await webhookAddresses(new URL(body.url), rules.allowedHosts);
  const secret = newWebhookSecret();
  const id = await deps.db.transaction().execute(async (trx) => {
    const created = await insertWebhook(trx, {
      url: body.url,
      events: body.events,
      format: body.format,
      description: body.description.trim(),
      secret,
      createdBy: viewer.id,
    });
    await recordAudit(trx, viewer, {
      action: 'webhook.created',
      target: { kind: 'webhook', id: created },
      changes: [
        changed('url', null, body.url),
        changed('events', null, body.events),
        changed('format', null, body.format),
      ],
    });
    return created;
  });
  return { secret, webhook: await presentedWebhook(deps, id) };
}

export async function deleteWebhook(
  deps: ServiceDeps,
  viewer: Viewer,
  id: number,
): Promise<{ ok: true }> {
  await deps.db.transaction().execute(async (trx) => {
    const webhook = await findWebhook(trx, id);
    if (!webhook || !(await deleteWebhookRow(trx, id))) throw notFound('webhook');
    await recordAudit(trx, viewer, {
      action: 'webhook.deleted',
      target: { kind: 'webhook', id },
      changes: [changed('url', webhook.url, null), changed('events', webhook.events, null)],
    });
  });
  return { ok: true };
}

export async function webhookDeliveries(
  deps: ServiceDeps,
  webhookId: number,
): Promise<WebhookDelivery[]> {
  await presentedWebhook(deps, webhookId);
  const deliveries = await listWebhookDeliveries(deps.db, webhookId, DELIVERIES_SHOWN);
  return deliveries.map(presentWebhookDelivery);
}

/** Makes a delivery due now; the next round of any instance sends it again. */
export async function retryWebhookDelivery(
  deps: ServiceDeps,
  webhookId: number,
  deliveryId: string,
): Promise<WebhookDelivery> {
  if (!(await findWebhookDelivery(deps.db, webhookId, deliveryId))) {
    throw notFound('webhookDelivery');
  }
  await scheduleDeliveryNow(deps.db, deliveryId);
  const delivery = await findWebhookDelivery(deps.db, webhookId, deliveryId);
  if (!delivery) throw notFound('webhookDelivery');
  return presentWebhookDelivery(delivery);
}

import { randomUUID } from 'node:crypto';
import { canUseAdminPanel, TICKET_TYPE, type WebhookEvent } from '@portal/shared/contract';
import { findTicketRecord, type TicketRecord } from '../../domain/ticket-record';
import type { WebhookViewer } from '../../identity/viewer';
import { findAccountById } from '../../repositories/accounts/accounts-repository';
import type { Executor } from '../../repositories/executor';
import { findCommentById } from '../../repositories/tickets/comments-repository';
import { findTicketReview } from '../../repositories/tickets/reviews-repository';
import {
  insertWebhookDeliveries,
  type NewWebhookDelivery,
} from '../../repositories/webhooks/webhook-deliveries-repository';
import {
  peekWebhookSources,
  type StoredWebhookSource,
  takeWebhookSources,
} from '../../repositories/webhooks/webhook-events-repository';
import {
  listWebhookTargets,
  type WebhookTarget,
} from '../../repositories/webhooks/webhooks-repository';
import { presentCommentsFor } from '../comments/present-comments';
import type { ServiceDeps } from '../service-deps';
import { presentTicketsFor } from '../tickets/present-tickets';
import { viewerCanSee, viewerPeopleView } from '../tickets/ticket-access';
import type { WebhookPayload } from './webhook-messages';

/** Sources taken from the outbox per transaction. */
const FAN_OUT_BATCH = 100;

type CommentRow = NonNullable<Awaited<ReturnType<typeof findCommentById>>>;

/** Actions that announce a webhook event; a public comment without one is `comment.created`. */
const ACTION_EVENTS: Partial<Record<string, WebhookEvent>> = {
  take: 'ticket.assigned',
  assign: 'ticket.assigned',
  assignRole: 'ticket.assigned',
  close: 'ticket.closed',
  reopen: 'ticket.reopened',
};

interface Source {
  event: WebhookEvent;
  record: TicketRecord;
  comment?: CommentRow;
}

/** Which webhook event a source is, if any: a staff-only comment is none. */
async function sourceEvent(db: Executor, source: StoredWebhookSource): Promise<Source | undefined> {
  const record = await findTicketRecord(db, source.ticketId);
  if (!record) return undefined;
  if (source.kind === 'ticket') {
    const report = record.row.type === TICKET_TYPE.report;
    return { event: report ? 'report.created' : 'ticket.created', record };
  }
  if (source.kind === 'review') return { event: 'review.created', record };
  const comment = await findCommentById(db, source.commentId);
  if (!comment || comment.staff_only) return undefined;
  const event = comment.action === '' ? 'comment.created' : ACTION_EVENTS[comment.action];
  return event ? { event, record, comment } : undefined;
}

/** The webhook's creator as they are now; none once they may no longer run the admin panel. */
async function creatorViewer(
  db: Executor,
  target: WebhookTarget,
  deps: Pick<ServiceDeps, 'pseudonyms'>,
): Promise<WebhookViewer | undefined> {
  const creator = await findAccountById(db, target.createdBy);
  if (!creator || !canUseAdminPanel(creator)) return undefined;
  return {
    id: creator.id,
    visualId: deps.pseudonyms.ofAccount(creator.id),
    name: creator.name,
    power: creator.power,
    adminRoles: creator.adminRoles,
    webhookId: target.id,
  };
}

/** What the delivery says, as the webhook's creator may see it (SPEC §6); none if they may not. */
async function payloadFor(
  deps: ServiceDeps,
  viewer: WebhookViewer,
  source: Source,
  publicUrl: string | undefined,
): Promise<WebhookPayload | undefined> {
  if (!viewerCanSee(viewer, source.record)) return undefined;
  const [ticket] = await presentTicketsFor(deps, viewer, [source.record]);
  if (!ticket) return undefined;
  const payload: WebhookPayload = { event: source.event, ticket };
  if (source.event === 'comment.created' && source.comment) {
    const view = viewerPeopleView(viewer, source.record);
    [payload.comment] = await presentCommentsFor(deps.db, deps.pseudonyms, [source.comment], view);
  }
  if (source.event === 'review.created') {
    const review = await findTicketReview(deps.db, ticket._id);
    if (review) payload.review = { points: review.points, comment: review.comment };
  }
  if (publicUrl) payload.url = new URL(`/ticket/${ticket._id}`, publicUrl).href;
  return payload;
}

/** The deliveries one announcement makes: one per webhook that wants it and may see it. */
async function deliveriesOf(
  deps: ServiceDeps,
  stored: StoredWebhookSource,
  targets: readonly WebhookTarget[],
  viewers: Map<number, WebhookViewer | undefined>,
  publicUrl: string | undefined,
): Promise<NewWebhookDelivery[]> {
  // With no webhook (most communities), an announcement is only removed: nothing is read for it.
  if (targets.length === 0) return [];
  const source = await sourceEvent(deps.db, stored);
  if (!source) return [];
  const deliveries: NewWebhookDelivery[] = [];
  for (const target of targets.filter((target) => target.events.includes(source.event))) {
    if (!viewers.has(target.id)) viewers.set(target.id, await creatorViewer(deps.db, target, deps));
    const viewer = viewers.get(target.id);
    const payload = viewer && (await payloadFor(deps, viewer, source, publicUrl));
    if (!payload) continue;
    deliveries.push({
      id: randomUUID(),
      webhookId: target.id,
      event: source.event,
      ticketId: stored.ticketId,
      payload,
    });
  }
  return deliveries;
}

/**
 * Turns the oldest announcements of the outbox into one delivery per webhook that wants each.
 * The payloads are read first; then one transaction removes the announcements and writes their
 * deliveries, so if this instance dies before it commits the announcements are still there, and
 * an announcement another instance removed first makes nothing here: each delivery exists once.
 * Answers how many announcements it took (none: nothing left, or another instance holds them).
 */
export async function fanOutWebhooks(
  deps: ServiceDeps,
  publicUrl: string | undefined,
): Promise<number> {
  const sources = await peekWebhookSources(deps.db, FAN_OUT_BATCH);
  if (sources.length === 0) return 0;
  const targets = await listWebhookTargets(deps.db);
  const viewers = new Map<number, WebhookViewer | undefined>();
  const made = new Map<string, NewWebhookDelivery[]>();
  for (const source of sources) {
    made.set(source.id, await deliveriesOf(deps, source, targets, viewers, publicUrl));
  }
  return deps.db.transaction().execute(async (trx) => {
    const taken = await takeWebhookSources(trx, [...made.keys()]);
    const deliveries = [...made].flatMap(([id, list]) => (taken.has(id) ? list : []));
    await insertWebhookDeliveries(trx, deliveries);
    return taken.size;
  });
}

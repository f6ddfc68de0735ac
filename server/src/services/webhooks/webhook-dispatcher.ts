import type { Language } from '@portal/shared/contract';
import type { Logger } from 'pino';
import {
  claimDueDeliveries,
  type DeliveryStatus,
  hasDueDeliveries,
  recordDeliveryAttempt,
  type WebhookDeliveryRecord,
} from '../../repositories/webhooks/webhook-deliveries-repository';
import { hasWebhookSources } from '../../repositories/webhooks/webhook-events-repository';
import {
  listWebhookTargets,
  type WebhookTarget,
} from '../../repositories/webhooks/webhooks-repository';
import { type Rounds, startRounds } from '../rounds';
import type { ServiceDeps } from '../service-deps';
import { fanOutWebhooks } from './fan-out-webhooks';
import { sendWebhook, type WebhookTry } from './send-webhook';
import { type WebhookPayload, webhookRequestBody } from './webhook-messages';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface WebhookDispatchOptions {
  language: Language;
  allowedHosts: readonly string[];
  publicUrl: string | undefined;
  /**
   * How often an instance looks for work (one cheap query each for announcements and deliveries);
   * 0: never by itself, only when `runOnce` is called (tests).
   */
  intervalMs?: number;
  /** How long a claimed delivery is this instance's; past it, another instance may send it. */
  leaseSeconds?: number;
  /** One try's time-out. */
  timeoutMs?: number;
  /** The waits after each failed try; the last repeats until the delivery is a day old. */
  retryDelaysMs?: readonly number[];
  /** A delivery that has failed for this long is given up. */
  giveUpAfterMs?: number;
}

const DEFAULTS = {
  intervalMs: 1_000,
  leaseSeconds: 60,
  timeoutMs: 10_000,
  retryDelaysMs: [10_000, 30_000, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR, 4 * HOUR],
  giveUpAfterMs: 24 * HOUR,
};

/** Deliveries sent at once by one instance. */
const SEND_BATCH = 10;

/** Whether a try that got this is tried again: no answer, a server error, or "later". */
function worthRetrying(attempt: WebhookTry): boolean {
  const code = attempt.statusCode;
  return code === null || code >= 500 || code === 408 || code === 429;
}

function outcomeOf(
  attempt: WebhookTry,
  delivery: WebhookDeliveryRecord,
  options: Required<Pick<WebhookDispatchOptions, 'retryDelaysMs' | 'giveUpAfterMs'>>,
): { status: DeliveryStatus; nextAttemptAt: Date | null } {
  const code = attempt.statusCode;
  if (code !== null && code >= 200 && code < 300)
    return { status: 'delivered', nextAttemptAt: null };
  if (!worthRetrying(attempt)) return { status: 'failed', nextAttemptAt: null };
  const tries = delivery.attempts.length + 1;
  const delays = options.retryDelaysMs;
  const wait = delays[Math.min(tries, delays.length) - 1] ?? 0;
  const next = new Date(Date.now() + wait);
  const giveUpAt = delivery.createdAt.getTime() + options.giveUpAfterMs;
  return next.getTime() > giveUpAt
    ? { status: 'failed', nextAttemptAt: null }
    : { status: 'pending', nextAttemptAt: next };
}

/** `runOnce`: one round now, fanning out every announcement, then sending what is due. */
export type WebhookDispatcher = Pick<Rounds<void>, 'runOnce' | 'stop'>;

/**
 * Each instance runs one: every `intervalMs` it fans out new announcements (`fan-out-webhooks`)
 * and sends the deliveries that are due, claiming them so no other instance sends them at the
 * same time. A delivery is tried until a 2xx, a refusal (other 4xx), or a day of retries.
 */
export function startWebhookDispatcher(
  deps: ServiceDeps,
  logger: Logger,
  given: WebhookDispatchOptions,
): WebhookDispatcher {
  const options = { ...DEFAULTS, ...given };

  async function send(delivery: WebhookDeliveryRecord, target: WebhookTarget): Promise<void> {
    const sentAt = new Date();
    const payload = delivery.payload as WebhookPayload;
    const body = webhookRequestBody(
      target.format,
      { id: delivery.id, sentAt: sentAt.toISOString(), ...payload },
      options.language,
    );
    const attempt = await sendWebhook({
      url: target.url,
      event: delivery.event,
      deliveryId: delivery.id,
      secret: target.secret,
      body,
      sentAt,
      allowedHosts: options.allowedHosts,
      timeoutMs: options.timeoutMs,
    });
    await recordDeliveryAttempt(
      deps.db,
      delivery.id,
      attempt,
      outcomeOf(attempt, delivery, options),
    );
  }

  async function sendDue(): Promise<void> {
    if (!(await hasDueDeliveries(deps.db))) return;
    const due = await claimDueDeliveries(deps.db, SEND_BATCH, options.leaseSeconds);
    if (due.length === 0) return;
    const targets = new Map((await listWebhookTargets(deps.db)).map((t) => [t.id, t]));
    // Each webhook's due ones in the order they were made (a channel reads them in turn; a retry
    // comes when its wait ends, so after those made since); webhooks at once.
    const byWebhook = new Map<number, WebhookDeliveryRecord[]>();
    for (const delivery of due) {
      byWebhook.set(delivery.webhookId, [...(byWebhook.get(delivery.webhookId) ?? []), delivery]);
    }
    await Promise.all(
      [...byWebhook].map(async ([webhookId, deliveries]) => {
        const target = targets.get(webhookId);
        if (!target) return;
        for (const delivery of deliveries) await send(delivery, target);
      }),
    );
  }

  async function round(): Promise<void> {
    try {
      while (
        (await hasWebhookSources(deps.db)) &&
        (await fanOutWebhooks(deps, options.publicUrl)) > 0
      ) {
        if (rounds.stopped) return;
      }
      await sendDue();
    } catch (error) {
      logger.error({ err: error }, 'webhook round failed; tried again next round');
    }
  }

  const rounds = startRounds(round, options.intervalMs, undefined);
  return rounds;
}

import { POWER } from '@portal/shared/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { TicketRecord } from '../domain/ticket-record';
import type {
  AudienceCandidates,
  ShownAccount,
} from '../repositories/accounts/accounts-repository';
import {
  insertLiveEvents,
  type LiveEventRecord,
  type StoredLiveEvent,
} from '../repositories/live-outbox-repository';
import {
  type WebhookSource,
  webhookSourcesInsert,
} from '../repositories/webhooks/webhook-events-repository';
import type { CommentsPeople } from './comments/present-comments';
import { claimRequestKey } from './request-key';

/** The live events of one change, written with it and sent once it commits. */
export interface LiveEvents {
  ticketCreated(ticketId: number): void;
  /** `before`: the ticket as it was, so viewers who just lost it are told too (and refetch). */
  ticketChanged(ticketId: number, before?: TicketRecord): void;
  /** Events the change's own statements wrote to the outbox (a comment's, with the comment). */
  stored(events: readonly StoredLiveEvent[]): void;
  /**
   * Whether the change has events or announcements that are written when it ends: while it has
   * none, its last statement may commit (`db/last-statement.ts`).
   */
  writesLeft(): boolean;
  /**
   * Hands over the events recorded so far, for the change to write in a statement of its own
   * (`PresentedTicketExtras.events`) and tell `stored`; they are no longer written at the end.
   */
  takeRecorded(): LiveEventRecord[];
  commentEdited(ticketId: number, commentId: number): void;
  /** The row is gone when the event goes out, so its audience is decided from `staffOnly`. */
  commentDeleted(ticketId: number, commentId: number, staffOnly: boolean): void;
  /** To admins: a token was created, (de)activated or deleted. */
  tokensChanged(tokenId: number): void;
  /** To admins: a config entry was saved or deleted. */
  configChanged(key: string): void;
  /** To admins: an incident or its timeline changed. */
  incidentsChanged(incidentId: number): void;
  /** A review was left: announced to webhooks only (screens learn it from `ticketChanged`). */
  reviewCreated(ticketId: number): void;
  /**
   * The ticket as the change leaves it and comments it wrote, with their people, as read in its
   * transaction: the live channel shapes those comments from them instead of reading them again.
   */
  written(known: WrittenComments): void;
}

/** The live channel: sends committed events (see `changeWithLiveEvents`) to the sockets allowed. */
export interface LivePublisher {
  /**
   * Sends the events; resolves once they went out to the sockets (or failed and were left in the
   * outbox to be sent again), and never rejects: writers hand events over without waiting.
   */
  send(events: readonly StoredLiveEvent[], known?: readonly WrittenComments[]): Promise<void>;
  /** Closes every socket of a session that ended, on every instance. */
  closeSession(sessionId: string): void;
}

/** What a change wrote, as `LivePublisher.send` may be told it (`LiveEvents.written`). */
export interface WrittenComments {
  record: TicketRecord;
  comments: CommentsPeople;
  /**
   * The candidates of its events' audience (`liveAudienceOf` the people the ticket had before the
   * change), when the change read them with the ticket: the live channel reads them otherwise.
   */
  audience?: readonly ShownAccount[];
}

/** People a ticket had before a change: they may have just lost it, and are told too. */
export interface FormerPeople {
  assigneeIds: readonly number[];
  roleKeys: readonly string[];
}

/**
 * Whom a ticket's live events are sent from (`live/ticket-audience.ts` narrows it with the
 * permission rules): the ticket's own people, those it had before a change (`former`), and
 * everyone with a super-admin's power.
 */
export function liveAudienceOf(former?: FormerPeople): AudienceCandidates {
  return {
    also: { accountIds: former?.assigneeIds ?? [], roleKeys: former?.roleKeys ?? [] },
    minPower: POWER.superAdmin,
  };
}

/**
 * A change's live events, and what of it webhooks may be told of (`webhook_events`, fanned out by
 * `webhooks/fan-out-webhooks.ts`): every ticket opened, every review left and every comment written,
 * actions included (a comment's by the statement that writes it, `insertAuthorComments`); which
 * webhook event each is, if any, is decided there.
 */
function recorder(
  recorded: LiveEventRecord[],
  stored: StoredLiveEvent[],
  known: WrittenComments[],
  announced: WebhookSource[],
): LiveEvents {
  return {
    written: (written) => known.push(written),
    stored: (events) => stored.push(...events),
    takeRecorded: () => recorded.splice(0),
    writesLeft: () => recorded.length > 0 || announced.length > 0,
    ticketCreated: (ticketId) => {
      recorded.push({ event: 'ticket-created', ticketId });
      announced.push({ kind: 'ticket', ticketId });
    },
    ticketChanged: (ticketId, before) =>
      recorded.push({
        event: 'ticket-changed',
        ticketId,
        ...(before
          ? {
              former: {
                assigneeIds: before.people.assigneeIds,
                roleKeys: before.people.roleKeys,
              },
            }
          : {}),
      }),
    commentEdited: (ticketId, commentId) =>
      recorded.push({ event: 'comment-edited', ticketId, commentId }),
    commentDeleted: (ticketId, commentId, staffOnly) =>
      recorded.push({ event: 'comment-deleted', ticketId, commentId, staffOnly }),
    tokensChanged: (tokenId) => recorded.push({ event: 'tokens-changed', tokenId }),
    configChanged: (key) => recorded.push({ event: 'config-changed', key }),
    incidentsChanged: (incidentId) => recorded.push({ event: 'incidents-changed', incidentId }),
    reviewCreated: (ticketId) => announced.push({ kind: 'review', ticketId }),
  };
}

/**
 * Runs one change as one transaction whose live events are written in it (the outbox) and handed
 * to the live channel once it commits: an instance that dies in between loses nothing, another
 * sends them. Answered as soon as it commits, without waiting for the delivery (which held the
 * answer up to 250 ms; other screens may see it a few ms after its author): the author has the
 * change in its answer, and its own echo is ignored by id. The creating call's `Idempotency-Key`,
 * if any, is recorded in the same transaction (`request-key.ts`), and so are the change's
 * announcements to webhooks.
 */
export async function changeWithLiveEvents<T>(
  deps: { db: Kysely<Database>; live: LivePublisher },
  change: (trx: Transaction<Database>, live: LiveEvents) => Promise<T>,
): Promise<T> {
  const known: WrittenComments[] = [];
  const { value, events } = await deps.db.transaction().execute(async (trx) => {
    await claimRequestKey(trx);
    const recorded: LiveEventRecord[] = [];
    const stored: StoredLiveEvent[] = [];
    const announced: WebhookSource[] = [];
    const changed = await change(trx, recorder(recorded, stored, known, announced));
    // Stored events were written first: the outbox's order (ids) is the order they happened in.
    const inserted = await insertLiveEvents(trx, recorded, webhookSourcesInsert(trx, announced));
    return { value: changed, events: [...stored, ...inserted] };
  });
  // The hub never rejects: a delivery that fails is logged and left in the outbox to be sent again.
  void deps.live.send(events, known);
  return value;
}

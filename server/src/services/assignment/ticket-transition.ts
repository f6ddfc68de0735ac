import type { CommentAction, Ticket, TicketOutcomes } from '@portal/shared/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { findPresentedTicketRecord, type TicketRecord } from '../../domain/ticket-record';
import { AppError } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import type { Executor } from '../../repositories/executor';
import {
  type CommentsWithEvents,
  insertAuthorComments,
} from '../../repositories/tickets/author-comments-repository';
import type { TicketPresentationData } from '../../repositories/tickets/ticket-presentation-repository';
import type { TicketStateChanges } from '../../repositories/tickets/tickets-repository';
import { commentAccountIds } from '../comments/present-comments';
import { changeWithLiveEvents, liveAudienceOf } from '../live-events';
import type { ServiceDeps } from '../service-deps';
import { presentTicketsFor } from '../tickets/present-tickets';
import { loadVisibleTicket } from '../tickets/ticket-access';

export interface ActionComment {
  action: Exclude<CommentAction, ''>;
  /** Role key for role actions, a report's resolution on close; empty otherwise. */
  message?: string;
  /** The account assign/unassign actions name. */
  targetAccountId?: number;
}

/**
 * Logs an action on the thread, with what it changes on the ticket's row (`ticketChanges`), in one
 * statement with its live event, and answers them. Actions are public, so they move the ticket's
 * sort keys and count like any comment, and the actor has read up to (and including) their own
 * action.
 */
export async function logAction(
  trx: Executor,
  viewer: Viewer,
  ticketId: number,
  entry: ActionComment,
  at: Date,
  ticketChanges?: TicketStateChanges,
): Promise<CommentsWithEvents> {
  const logged = await insertAuthorComments(trx, {
    ticketId,
    authorId: viewer.id,
    comments: [
      {
        ticket_id: ticketId,
        author_id: viewer.id,
        message: entry.message ?? '',
        action: entry.action,
        target_account_id: entry.targetAccountId ?? null,
        created_at: at,
        ai_response_id: null,
      },
    ],
    published: { count: 1, latest: at },
    answersWaitAt: undefined,
    ...(ticketChanges ? { ticketChanges } : {}),
  });
  if (logged.rows.length !== 1) {
    throw new Error(`The ${entry.action} of ticket ${ticketId} was not logged`);
  }
  return logged;
}

/** The action comments a change wrote, with their events (`logAction`). */
export type TransitionResult = CommentsWithEvents;

export type TicketChange = (
  trx: Transaction<Database>,
  record: TicketRecord,
  at: Date,
) => Promise<TransitionResult>;

/** A ticket as a change leaves it, with what presenting it reads. */
export interface ChangedTicket {
  record: TicketRecord;
  presentation: TicketPresentationData;
}

/**
 * One state change of a ticket as one transaction: lock and load the ticket (404 when the viewer
 * cannot see it), let `change` check its rule and write (its action comments with their live
 * events), and record `ticket-changed` (to viewers before and after). The ticket is read again
 * before the commit, in one statement with the accounts its action comments name, its live
 * audience's candidates (its people before the change too) and the insert of `ticket-changed`:
 * the answer is presented from it and the live channel is handed all of it, where each read the
 * ticket again after the commit and the channel the comments, their people and the audience too,
 * and the events were a statement of their own (seven statements and round trips for a take, one
 * now). That read is the transaction's last statement and its COMMIT leaves with it.
 */
export async function changeTicket(
  deps: ServiceDeps,
  viewer: Viewer,
  ticketId: number,
  change: TicketChange,
): Promise<ChangedTicket> {
  const at = new Date();
  return changeWithLiveEvents(deps, async (trx, live) => {
    const before = await loadVisibleTicket(trx, viewer, ticketId, { lock: true });
    const { rows: comments, events: written } = await change(trx, before, at);
    live.stored(written);
    live.ticketChanged(ticketId, before);
    const events = live.takeRecorded();
    const after = await findPresentedTicketRecord(trx, ticketId, {
      alsoNamed: commentAccountIds(comments),
      audience: liveAudienceOf(before.people),
      events,
      // It writes the change's events: unless there are announcements for webhooks, the change's
      // last statement, which commits it.
      last: !live.writesLeft(),
    });
    if (!after) throw new Error(`Ticket ${ticketId} disappeared in its own change`);
    live.stored(after.events);
    live.written({
      record: after.record,
      comments: { rows: comments, accounts: after.presentation.accounts, histories: new Map() },
      ...(after.audience ? { audience: after.audience } : {}),
    });
    return after;
  });
}

/**
 * The same change on each ticket in turn, each as `changeTicket` makes one (its own transaction,
 * rule check and live events): a refusal, or a ticket the viewer cannot see, is that ticket's
 * answer and the others go on.
 */
export async function changeEach(
  deps: ServiceDeps,
  viewer: Viewer,
  ticketIds: readonly number[],
  change: TicketChange,
): Promise<TicketOutcomes> {
  const outcomes: TicketOutcomes = { done: [], refused: [] };
  for (const ticketId of ticketIds) {
    try {
      await changeTicket(deps, viewer, ticketId, change);
      outcomes.done.push(ticketId);
    } catch (failure) {
      if (!(failure instanceof AppError)) throw failure;
      outcomes.refused.push({ ticketId, code: failure.code });
    }
  }
  return outcomes;
}

/**
 * `changeTicket`, answered with the ticket as the change left it, for the viewer who made it (they
 * may have just handed it on).
 */
export async function runTicketTransition(
  deps: ServiceDeps,
  viewer: Viewer,
  ticketId: number,
  change: TicketChange,
): Promise<Ticket> {
  const { record, presentation } = await changeTicket(deps, viewer, ticketId, change);
  const [ticket] = await presentTicketsFor(deps, viewer, [record], { presentation });
  if (!ticket) throw new Error(`Ticket ${ticketId} could not be presented`);
  return ticket;
}

import type { CommentAction, Ticket, TicketOutcomes } from '@portal/shared/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { findTicketRecord, type TicketRecord } from '../../domain/ticket-record';
import { AppError } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import type { Executor } from '../../repositories/executor';
import { insertAuthorComments } from '../../repositories/tickets/author-comments-repository';
import type { TicketStateChanges } from '../../repositories/tickets/tickets-repository';
import { changeWithLiveEvents } from '../live-events';
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
 * statement. Actions are public, so they move the ticket's sort keys and count like any comment,
 * and the actor has read up to (and including) their own action.
 */
export async function logAction(
  trx: Executor,
  viewer: Viewer,
  ticketId: number,
  entry: ActionComment,
  at: Date,
  ticketChanges?: TicketStateChanges,
): Promise<number> {
  const [row] = await insertAuthorComments(trx, {
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
  if (!row) throw new Error(`The ${entry.action} of ticket ${ticketId} was not logged`);
  return row.id;
}

export interface TransitionResult {
  /** Action comments written, published as comment-created once committed. */
  commentIds: number[];
}

export type TicketChange = (
  trx: Transaction<Database>,
  record: TicketRecord,
  at: Date,
) => Promise<TransitionResult>;

/**
 * One state change of a ticket as one transaction: lock and load the ticket (404 when the viewer
 * cannot see it), let `change` check its rule and write, and record the comments and
 * `ticket-changed` (to viewers before and after) as live events sent once it commits.
 */
export async function changeTicket(
  deps: ServiceDeps,
  viewer: Viewer,
  ticketId: number,
  change: TicketChange,
): Promise<void> {
  const at = new Date();
  await changeWithLiveEvents(deps, async (trx, live) => {
    const before = await loadVisibleTicket(trx, viewer, ticketId, { lock: true });
    const result = await change(trx, before, at);
    for (const commentId of result.commentIds) live.commentCreated(ticketId, commentId);
    live.ticketChanged(ticketId, before);
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

/** `changeTicket`, answered with the ticket as the viewer now gets it. */
export async function runTicketTransition(
  deps: ServiceDeps,
  viewer: Viewer,
  ticketId: number,
  change: TicketChange,
): Promise<Ticket> {
  await changeTicket(deps, viewer, ticketId, change);
  return presentCurrentTicket(deps, viewer, ticketId);
}

/** The ticket after a change, for the viewer who made it (they may have just handed it on). */
async function presentCurrentTicket(
  deps: ServiceDeps,
  viewer: Viewer,
  ticketId: number,
): Promise<Ticket> {
  const record = await findTicketRecord(deps.db, ticketId);
  if (!record) throw new Error(`Ticket ${ticketId} disappeared`);
  const [ticket] = await presentTicketsFor(deps, viewer, [record]);
  if (!ticket) throw new Error(`Ticket ${ticketId} could not be presented`);
  return ticket;
}

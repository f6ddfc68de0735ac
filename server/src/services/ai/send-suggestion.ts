import { ERROR_CODES, type TicketComment } from '@portal/shared/contract';
import type { TicketRecord } from '../../domain/ticket-record';
import { notFound, refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { findAiResponse, markAiResponseSent } from '../../repositories/ai/ai-responses-repository';
import type { Executor } from '../../repositories/executor';
import { type AiSuggestionLink, postComment } from '../comments/post-comment';
import type { ServiceDeps } from '../service-deps';
import { loadVisibleTicket } from '../tickets/ticket-access';
import { assertStaffOnTicket } from './ai-access';

/** The suggestion, which must belong to the ticket (else it answers like a missing one). */
async function suggestionOf(db: Executor, ticketId: number, responseId: number, lock = false) {
  const response = await findAiResponse(db, responseId, { lock });
  if (!response || response.ticket_id !== ticketId) throw notFound('aiResponse');
  return response;
}

/** The suggestion's own words, compared as staff would read them. */
function sameWords(a: string, b: string): boolean {
  return a.trim().replace(/\s+/g, ' ') === b.trim().replace(/\s+/g, ' ');
}

/**
 * Checks in the comment's transaction (ticket locked, comment allowed): staff on the ticket, the
 * suggestion of this ticket, not sent yet (locked, so two sends cannot both pass); marks it sent.
 */
function sending(viewer: Viewer, responseId: number, text: string, editedResponse: boolean) {
  return async (trx: Executor, ticket: TicketRecord, at: Date): Promise<AiSuggestionLink> => {
    assertStaffOnTicket(viewer, ticket);
    const response = await suggestionOf(trx, ticket.row.id, responseId, true);
    if (response.accepted_at !== null) {
      throw refuse({ code: ERROR_CODES.aiAlreadySent });
    }
    const aiGenerated = !editedResponse && sameWords(text, response.response);
    await markAiResponseSent(trx, response.id, { by: viewer.id, at, edited: !aiGenerated });
    return { responseId: response.id, aiGenerated };
  };
}

/**
 * POST /ai/accept: the suggestion sent unchanged as a public comment, through the same path as
 * POST /comment (take first when unassigned, the wait it answers, read marks, live events).
 */
export async function acceptSuggestion(
  deps: ServiceDeps,
  viewer: Viewer,
  input: { ticketId: number; responseId: number },
): Promise<TicketComment> {
  // The text comes first (the comment path needs it); the ticket is checked before the suggestion
  // so that a suggestion of a ticket the viewer cannot see answers like any unseen ticket.
  const record = await loadVisibleTicket(deps.db, viewer, input.ticketId);
  assertStaffOnTicket(viewer, record);
  const response = await suggestionOf(deps.db, input.ticketId, input.responseId);
  return postComment(
    deps,
    viewer,
    { ticketId: input.ticketId, comment: response.response, staffOnly: false },
    { fromAiSuggestion: sending(viewer, response.id, response.response, false) },
  );
}

/**
 * POST /ai/comment: staff send the suggestion, possibly edited, as a comment (public or
 * staff-only). It counts as AI-generated only when its words are the suggestion's: an edited
 * suggestion is the staff member's own reply, linked to the suggestion it started from.
 */
export async function commentFromSuggestion(
  deps: ServiceDeps,
  viewer: Viewer,
  input: {
    ticketId: number;
    comment: string;
    staffOnly: boolean;
    responseId: number;
    editedResponse: boolean;
  },
): Promise<TicketComment> {
  return postComment(
    deps,
    viewer,
    { ticketId: input.ticketId, comment: input.comment, staffOnly: input.staffOnly },
    {
      fromAiSuggestion: sending(viewer, input.responseId, input.comment, input.editedResponse),
    },
  );
}

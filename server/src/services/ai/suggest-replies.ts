import { type AutomaticResponse, LIMITS } from '@portal/shared/contract';
import { storableTextOf } from '@portal/shared/contract/schemas';
import type { TicketRecord } from '../../domain/ticket-record';
import { notFound } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { presentAutomaticResponse } from '../../presenters/automatic-response-presenter';
import {
  insertAiResponses,
  type NewAiResponse,
} from '../../repositories/ai/ai-responses-repository';
import { loadVisibleComment } from '../comments/comment-access';
import type { ServiceDeps } from '../service-deps';
import { assertMaySuggest } from './ai-access';
import { placeholdersFor } from './placeholders';
import { type ReplySuggestion, replyProviderFor } from './reply-provider';

export interface SuggestRepliesInput {
  ticketId: number;
  commentId: number;
}

function stored(
  suggestion: ReplySuggestion,
  record: TicketRecord,
  commentId: number,
  viewer: Viewer,
): NewAiResponse {
  const { source } = suggestion;
  return {
    ticket_id: record.row.id,
    source_comment_id: commentId,
    // A model may write more than a comment can hold; what is offered must be sendable as is.
    response: storableTextOf(suggestion.text, LIMITS.commentLength),
    source_kind: source.kind,
    source_ticket_id: source.kind === 'ticket' ? source.ticketId : null,
    source_title: source.kind === 'model' ? null : source.title,
    model: source.kind === 'model' ? source.model : null,
    requested_by: viewer.id,
  };
}

/**
 * POST /ai: suggested replies to one comment of a ticket, for staff on it who may comment. Each
 * is stored (so sending, editing and rating it later name it) and answered with its source.
 */
export async function suggestReplies(
  deps: ServiceDeps,
  viewer: Viewer,
  input: SuggestRepliesInput,
): Promise<AutomaticResponse[]> {
  const { comment, record } = await loadVisibleComment(deps.db, viewer, input.commentId);
  if (comment.ticket_id !== input.ticketId) throw notFound('comment');
  assertMaySuggest(viewer, record);
  const placeholders = await placeholdersFor(deps, viewer, record);
  const suggestions = await replyProviderFor(deps).suggest({ record, comment, placeholders });
  const rows = await insertAiResponses(
    deps.db,
    suggestions
      .filter((suggestion) => suggestion.text.trim() !== '')
      .map((suggestion) => stored(suggestion, record, comment.id, viewer)),
  );
  return rows.map((row) => presentAutomaticResponse(row, [], deps.pseudonyms));
}

import { type AutomaticResponse, LIMITS, TICKET_TYPE } from '@portal/shared/contract';
import { notFound } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { presentPublicAccount } from '../../presenters/account-presenter';
import { presentAutomaticResponse } from '../../presenters/automatic-response-presenter';
import type { PeopleView } from '../../presenters/people-view';
import { findAccountById } from '../../repositories/accounts-repository';
import { insertAiResponses, type NewAiResponse } from '../../repositories/ai-responses-repository';
import { loadVisibleComment } from '../comments/comment-access';
import type { ServiceDeps } from '../service-deps';
import { viewerPeopleView } from '../tickets/ticket-access';
import type { TicketRecord } from '../tickets/ticket-record';
import { assertMaySuggest } from './ai-access';
import { type ReplySuggestion, replyProviderFor } from './reply-provider';

export interface SuggestRepliesInput {
  ticketId: number;
  commentId: number;
}

/**
 * The view the creator's name is taken from. A suggestion is sent as a comment that everyone on
 * the ticket reads: on a report the accused and partners read it too, and they may not learn the
 * reporter's name, so there it is the name a player sees (the pseudonym). On a support ticket
 * only the creator and staff read it: the name the viewer sees.
 */
function creatorView(viewer: Viewer, record: TicketRecord): PeopleView {
  const view = viewerPeopleView(viewer, record);
  return record.row.type === TICKET_TYPE.report ? { ...view, disclosure: 'playerView' } : view;
}

/** Canned answers are written in Spanish: group and category take their Spanish names. */
async function placeholdersFor(deps: ServiceDeps, viewer: Viewer, record: TicketRecord) {
  const categories = await deps.catalog.categories();
  const category = categories.find(
    (item) => item.group_key === record.row.group_key && item.key === record.row.category_key,
  );
  const creator = await findAccountById(deps.db, record.row.created_by);
  if (!creator) throw new Error(`Ticket ${record.row.id} has no creator`);
  const shown = presentPublicAccount(creator, creatorView(viewer, record), deps.pseudonyms);
  return {
    creator: shown.name ?? shown.visualId,
    group: record.group.name.es,
    category: category?.title.es ?? record.row.category_key,
  };
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
    response: suggestion.text.slice(0, LIMITS.commentLength),
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

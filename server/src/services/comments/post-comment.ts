import {
  answersStaffWait,
  canComment,
  canCommentStaffOnly,
  canTake,
  isUnassigned,
  type TicketComment,
} from '@portal/shared/contract';
import type { CommentRow } from '../../db/database';
import { forbidden, unprocessable } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { insertComment } from '../../repositories/comments-repository';
import type { Executor } from '../../repositories/executor';
import { markTicketRead } from '../../repositories/ticket-reads-repository';
import { answerWait } from '../../repositories/ticket-waits-repository';
import { addAssignee, recordPublicComment } from '../../repositories/tickets-repository';
import { changeWithLiveEvents } from '../live-events';
import type { ServiceDeps } from '../service-deps';
import { loadVisibleTicket, viewerPeopleView } from '../tickets/ticket-access';
import {
  groupFacts,
  permissionViewer,
  type TicketRecord,
  ticketFacts,
} from '../tickets/ticket-record';
import { presentCommentsFor } from './present-comments';

export interface PostCommentInput {
  ticketId: number;
  comment: string;
  staffOnly: boolean;
}

/** How a comment sent from an AI suggestion is linked to it. */
export interface AiSuggestionLink {
  responseId: number;
  /** The suggestion's own words (false once staff changed it). */
  aiGenerated: boolean;
}

export interface PostCommentOptions {
  /**
   * Sends an AI suggestion (`/ai/accept`, `/ai/comment`): runs in the comment's transaction once
   * the ticket is locked and the viewer may comment, checks and marks the suggestion (it may
   * refuse by throwing) and says how the comment is linked to it.
   */
  fromAiSuggestion?: (trx: Executor, ticket: TicketRecord, at: Date) => Promise<AiSuggestionLink>;
}

/** Staff who answer an unassigned ticket they administer take it first (SPEC §4). */
function takesBeforeCommenting(viewer: Viewer, record: TicketRecord): boolean {
  const facts = ticketFacts(record.row, record.people);
  return (
    isUnassigned(facts) &&
    record.row.created_by !== viewer.id &&
    canTake(permissionViewer(viewer), groupFacts(record.group), facts)
  );
}

function assertMayComment(viewer: Viewer, record: TicketRecord, staffOnly: boolean): void {
  const facts = ticketFacts(record.row, record.people);
  const asViewer = permissionViewer(viewer);
  if (!canComment(asViewer, groupFacts(record.group), facts)) {
    throw unprocessable('ticket.closed', 'This ticket is closed; it takes no more comments.');
  }
  if (staffOnly && !canCommentStaffOnly(asViewer, groupFacts(record.group), facts)) {
    throw forbidden(
      'comment.staffOnlyNotAllowed',
      'Only staff on this ticket can post staff-only comments.',
    );
  }
}

async function take(
  trx: Executor,
  viewer: Viewer,
  ticketId: number,
  at: Date,
): Promise<CommentRow> {
  await addAssignee(trx, ticketId, viewer.id, viewer.id);
  const row = await insertComment(trx, {
    ticket_id: ticketId,
    author_id: viewer.id,
    message: '',
    action: 'take',
    created_at: at,
    ai_response_id: null,
  });
  await recordPublicComment(trx, ticketId, at);
  return row;
}

/**
 * POST /comment (and the AI calls that send a suggestion, `options.fromAiSuggestion`): one
 * transaction for the optional take, the comment and the ticket's sort keys.
 */
export async function postComment(
  deps: ServiceDeps,
  viewer: Viewer,
  input: PostCommentInput,
  options: PostCommentOptions = {},
): Promise<TicketComment> {
  const now = new Date();
  const { created, record } = await changeWithLiveEvents(deps, async (trx, live) => {
    const ticket = await loadVisibleTicket(trx, viewer, input.ticketId, { lock: true });
    assertMayComment(viewer, ticket, input.staffOnly);
    const ai = options.fromAiSuggestion ? await options.fromAiSuggestion(trx, ticket, now) : null;
    const rows: CommentRow[] = [];
    const takes = takesBeforeCommenting(viewer, ticket);
    if (takes) rows.push(await take(trx, viewer, input.ticketId, now));
    const comment = await insertComment(trx, {
      ticket_id: input.ticketId,
      author_id: viewer.id,
      message: input.comment,
      staff_only: input.staffOnly,
      created_at: now,
      ai_generated: ai?.aiGenerated ?? false,
      ai_response_id: ai?.responseId ?? null,
    });
    rows.push(comment);
    if (!input.staffOnly) await recordPublicComment(trx, input.ticketId, now);
    if (answersStaffWait(viewer, ticketFacts(ticket.row, ticket.people), input.staffOnly)) {
      await answerWait(trx, input.ticketId, viewer.id, now);
    }
    // The author has read their own words: their unread count must not count them.
    await markTicketRead(trx, input.ticketId, viewer.id);
    for (const row of rows) live.commentCreated(input.ticketId, row.id);
    if (takes) live.ticketChanged(input.ticketId, ticket);
    return { created: rows, record: ticket };
  });
  const last = created.at(-1);
  if (!last) throw new Error('The comment was not written');
  const [presented] = await presentCommentsFor(
    deps.db,
    deps.pseudonyms,
    [last],
    viewerPeopleView(viewer, record),
  );
  if (!presented) throw new Error('The comment could not be presented');
  return presented;
}

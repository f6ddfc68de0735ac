import {
  answersStaffWait,
  canComment,
  canCommentStaffOnly,
  canTake,
  ERROR_CODES,
  isUnassigned,
} from '@portal/shared/contract';
import type { CommentRow } from '../../db/database';
import type { TicketRecord } from '../../domain/ticket-record';
import { refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import type { Executor } from '../../repositories/executor';
import { insertAuthorComments } from '../../repositories/tickets/author-comments-repository';
import { ASSIGNED, insertAssignee } from '../../repositories/tickets/tickets-repository';
import { logAction } from '../assignment/ticket-transition';
import type { LiveEvents } from '../live-events';

export interface PostCommentInput {
  ticketId: number;
  comment: string;
  staffOnly: boolean;
}

/** One comment to write, with the time it was sent. */
export interface CommentDraft {
  input: PostCommentInput;
  at: Date;
}

/** How a comment sent from an AI suggestion is linked to it. */
export interface AiSuggestionLink {
  responseId: number;
  /** The suggestion's own words (false once staff changed it). */
  aiGenerated: boolean;
}

/** Staff who answer an unassigned ticket they administer take it first (SPEC §4). */
export function takesBeforeCommenting(viewer: Viewer, record: TicketRecord): boolean {
  const facts = record.facts;
  return (
    isUnassigned(facts) &&
    record.row.created_by !== viewer.id &&
    canTake(viewer, record.group, facts)
  );
}

export function assertMayComment(viewer: Viewer, record: TicketRecord, staffOnly: boolean): void {
  const facts = record.facts;
  const asViewer = viewer;
  if (!canComment(asViewer, record.group, facts)) {
    throw refuse({ code: ERROR_CODES.ticketClosed });
  }
  if (staffOnly && !canCommentStaffOnly(asViewer, record.group, facts)) {
    throw refuse({ code: ERROR_CODES.staffOnlyNotAllowed });
  }
}

async function take(trx: Executor, viewer: Viewer, ticketId: number, at: Date) {
  await insertAssignee(trx, ticketId, viewer.id, viewer.id);
  return logAction(trx, viewer, ticketId, { action: 'take' }, at, ASSIGNED);
}

/**
 * Writes comments of one author on a ticket locked in `trx`, the checks of `assertMayComment`
 * passed: the take first when the rules say so, the rows, the ticket's sort keys, the staff wait
 * they answer, the author's read mark (they have read their own words) and the comments' live
 * events in one statement however many (`insertAuthorComments`). Answers each draft's row, in order.
 * `last`: the change writes nothing after these comments, so their statement commits the
 * transaction, unless a take or the change's own events leave something to write after it.
 */
export async function writeAuthorComments(
  trx: Executor,
  live: LiveEvents,
  viewer: Viewer,
  ticket: TicketRecord,
  drafts: readonly CommentDraft[],
  { ai, last = false }: { ai?: AiSuggestionLink; last?: boolean } = {},
): Promise<CommentRow[]> {
  const first = drafts[0];
  if (!first) return [];
  const ticketId = ticket.row.id;
  const taken = takesBeforeCommenting(viewer, ticket)
    ? await take(trx, viewer, ticketId, first.at)
    : undefined;
  // Recorded before the write, so `writesLeft` knows the take's event is still to be written.
  if (taken) live.ticketChanged(ticketId, ticket);
  const published = drafts.filter(({ input }) => !input.staffOnly);
  const answering = drafts.find(({ input }) =>
    answersStaffWait(viewer, ticket.facts, input.staffOnly),
  );
  const { rows, events } = await insertAuthorComments(
    trx,
    {
      ticketId,
      authorId: viewer.id,
      comments: drafts.map(({ input, at }) => ({
        ticket_id: ticketId,
        author_id: viewer.id,
        message: input.comment,
        staff_only: input.staffOnly,
        created_at: at,
        ai_generated: ai?.aiGenerated ?? false,
        ai_response_id: ai?.responseId ?? null,
      })),
      published:
        published.length === 0
          ? undefined
          : {
              count: published.length,
              latest: new Date(Math.max(...published.map(({ at }) => at.getTime()))),
            },
      answersWaitAt: answering?.at,
    },
    { last: last && !live.writesLeft() },
  );
  live.stored([...(taken?.events ?? []), ...events]);
  return rows;
}

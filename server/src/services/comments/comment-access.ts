import type { CommentRow } from '../../db/database';
import type { TicketRecord } from '../../domain/ticket-record';
import { notFound } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import type { Executor } from '../../repositories/executor';
import {
  findCommentById,
  findCommentTicketId,
} from '../../repositories/tickets/comments-repository';
import { loadVisibleTicket, viewerSeesStaffOnly } from '../tickets/ticket-access';

/**
 * A comment the viewer may read, with its ticket (locked when asked). A comment on an invisible
 * ticket, or a staff-only note for someone not allowed to see it, answers like a missing one.
 * The comment is read once its ticket is loaded: under the lock, an edit or delete of it that held
 * the lock first has committed, so edits keep every version and a second delete finds nothing.
 */
export async function loadVisibleComment(
  db: Executor,
  viewer: Viewer,
  commentId: number,
  options: { lock?: boolean } = {},
): Promise<{ comment: CommentRow; record: TicketRecord }> {
  const ticketId = await findCommentTicketId(db, commentId);
  if (ticketId === undefined) throw notFound('comment');
  let record: TicketRecord;
  try {
    record = await loadVisibleTicket(db, viewer, ticketId, options);
  } catch {
    throw notFound('comment');
  }
  const comment = await findCommentById(db, commentId);
  if (!comment) throw notFound('comment');
  if (comment.staff_only && !viewerSeesStaffOnly(viewer, record)) throw notFound('comment');
  return { comment, record };
}

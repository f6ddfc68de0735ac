import type { CommentRow } from '../../db/database';
import { notFound } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { findCommentById } from '../../repositories/comments-repository';
import type { Executor } from '../../repositories/executor';
import { loadVisibleTicket, viewerSeesStaffOnly } from '../tickets/ticket-access';
import type { TicketRecord } from '../tickets/ticket-record';

/**
 * A comment the viewer may read, with its ticket (locked when asked). A comment on an invisible
 * ticket, or a staff-only note for someone not allowed to see it, answers like a missing one.
 */
export async function loadVisibleComment(
  db: Executor,
  viewer: Viewer,
  commentId: number,
  options: { lock?: boolean } = {},
): Promise<{ comment: CommentRow; record: TicketRecord }> {
  const comment = await findCommentById(db, commentId);
  if (!comment) throw notFound('comment');
  let record: TicketRecord;
  try {
    record = await loadVisibleTicket(db, viewer, comment.ticket_id, options);
  } catch {
    throw notFound('comment');
  }
  if (comment.staff_only && !viewerSeesStaffOnly(viewer, record)) throw notFound('comment');
  return { comment, record };
}

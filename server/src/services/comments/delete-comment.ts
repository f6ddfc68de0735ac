import { canDeleteComment } from '@portal/shared/contract';
import { forbidden } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { findAccountById } from '../../repositories/accounts-repository';
import { deleteCommentRow } from '../../repositories/comments-repository';
import { recordPublicCommentRemoved } from '../../repositories/ticket-state-repository';
import type { ServiceDeps } from '../service-deps';
import { groupFacts, permissionViewer, ticketFacts } from '../tickets/ticket-record';
import { loadVisibleComment } from './comment-access';
import { commentFacts } from './comment-facts';

/** POST /deleteComment: an admin of the group whose power is at least the author's. */
export async function deleteComment(
  deps: ServiceDeps,
  viewer: Viewer,
  commentId: number,
): Promise<{ ok: true }> {
  const deleted = await deps.db.transaction().execute(async (trx) => {
    const { comment, record } = await loadVisibleComment(trx, viewer, commentId, { lock: true });
    const author = await findAccountById(trx, comment.author_id);
    const allowed = canDeleteComment(
      permissionViewer(viewer),
      groupFacts(record.group),
      ticketFacts(record.row, record.people),
      commentFacts(comment, author?.power ?? 0),
    );
    if (!allowed) {
      throw forbidden(
        'comment.deleteNotAllowed',
        'Only an admin here with at least the power of its author can delete this comment.',
      );
    }
    await deleteCommentRow(trx, comment.id);
    if (!comment.staff_only) await recordPublicCommentRemoved(trx, comment.ticket_id);
    return comment;
  });
  deps.live.commentDeleted(deleted.ticket_id, deleted.id, deleted.staff_only);
  if (!deleted.staff_only) deps.live.ticketChanged(deleted.ticket_id);
  return { ok: true };
}

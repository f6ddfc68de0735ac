import { canDeleteComment, ERROR_CODES } from '@portal/shared/contract';
import { refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { deleteCommentRow } from '../../repositories/tickets/comments-repository';
import { recordPublicCommentRemoved } from '../../repositories/tickets/ticket-state-repository';
import { changed, recordAudit } from '../audit/audit-trail';
import { changeWithLiveEvents } from '../live-events';
import type { ServiceDeps } from '../service-deps';
import { loadVisibleComment } from './comment-access';
import { commentRuleAllows } from './comment-facts';

/** POST /deleteComment: an admin of the group whose power is at least the author's. */
export async function deleteComment(
  deps: ServiceDeps,
  viewer: Viewer,
  commentId: number,
): Promise<{ ok: true }> {
  await changeWithLiveEvents(deps, async (trx, live) => {
    const { comment, record } = await loadVisibleComment(trx, viewer, commentId, { lock: true });
    if (!(await commentRuleAllows(trx, viewer, comment, record, canDeleteComment))) {
      throw refuse({ code: ERROR_CODES.deleteNotAllowed });
    }
    await deleteCommentRow(trx, comment.id);
    // Removing someone else's words is a moderation act the trail keeps (with what was removed).
    if (comment.author_id !== viewer.id) {
      await recordAudit(trx, viewer, {
        action: 'comment.deleted',
        target: { kind: 'comment', id: comment.id },
        subjectId: comment.author_id,
        changes: [
          changed('ticket', comment.ticket_id, comment.ticket_id),
          changed('message', comment.message, null),
        ],
      });
    }
    live.commentDeleted(comment.ticket_id, comment.id, comment.staff_only);
    if (!comment.staff_only) {
      await recordPublicCommentRemoved(trx, comment.ticket_id);
      live.ticketChanged(comment.ticket_id);
    }
  });
  return { ok: true };
}

import { canDeleteComment, ERROR_CODES } from '@portal/shared/contract';
import { refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { deleteCommentRow } from '../../repositories/tickets/comments-repository';
import { recordPublicCommentRemoved } from '../../repositories/tickets/ticket-state-repository';
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
    live.commentDeleted(comment.ticket_id, comment.id, comment.staff_only);
    if (!comment.staff_only) {
      await recordPublicCommentRemoved(trx, comment.ticket_id);
      live.ticketChanged(comment.ticket_id);
    }
  });
  return { ok: true };
}

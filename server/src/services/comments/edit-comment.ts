import { canEditComment, ERROR_CODES, type TicketComment } from '@portal/shared/contract';
import { refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { replaceCommentMessage } from '../../repositories/tickets/comments-repository';
import { changeWithLiveEvents } from '../live-events';
import type { ServiceDeps } from '../service-deps';
import { viewerPeopleView } from '../tickets/ticket-access';
import { loadVisibleComment } from './comment-access';
import { commentRuleAllows } from './comment-facts';
import { presentCommentsFor } from './present-comments';

/**
 * POST /editComment: only the author, while admin of the group. The version replaced goes into
 * the history with the time it was written; an unchanged text changes nothing and sends nothing.
 */
export async function editComment(
  deps: ServiceDeps,
  viewer: Viewer,
  input: { commentId: number; message: string },
): Promise<TicketComment> {
  const { row, record } = await changeWithLiveEvents(deps, async (trx, live) => {
    const loaded = await loadVisibleComment(trx, viewer, input.commentId, { lock: true });
    const { comment, record: ticket } = loaded;
    if (!(await commentRuleAllows(trx, viewer, comment, ticket, canEditComment))) {
      throw refuse({ code: ERROR_CODES.editNotAllowed });
    }
    if (comment.message === input.message) return { row: comment, record: ticket };
    const edited = await replaceCommentMessage(trx, comment, input.message, new Date());
    live.commentEdited(edited.ticket_id, edited.id);
    return { row: edited, record: ticket };
  });
  const [presented] = await presentCommentsFor(
    deps.db,
    deps.pseudonyms,
    [row],
    viewerPeopleView(viewer, record),
  );
  if (!presented) throw new Error('The comment could not be presented');
  return presented;
}

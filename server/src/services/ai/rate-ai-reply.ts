import { canRateAiReply, ERROR_CODES } from '@portal/shared/contract';
import { refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { upsertAiRating } from '../../repositories/ai/ai-responses-repository';
import { loadVisibleComment } from '../comments/comment-access';
import type { ServiceDeps } from '../service-deps';
import { assertStaffOnTicket } from './ai-access';

/**
 * POST /ai/rate: staff above power 2 (`canRateAiReply`) on the ticket say whether an
 * AI-generated comment they can read helped; rating again replaces their rating.
 */
export async function rateAiReply(
  deps: ServiceDeps,
  viewer: Viewer,
  input: { commentId: number; helpful: boolean },
): Promise<{ ok: true }> {
  if (!canRateAiReply(viewer)) {
    throw refuse({ code: ERROR_CODES.aiRateNotAllowed });
  }
  const { comment, record } = await loadVisibleComment(deps.db, viewer, input.commentId);
  assertStaffOnTicket(viewer, record);
  if (!comment.ai_generated || comment.ai_response_id === null) {
    throw refuse({ code: ERROR_CODES.aiNotAiComment });
  }
  await upsertAiRating(deps.db, {
    responseId: comment.ai_response_id,
    accountId: viewer.id,
    helpful: input.helpful,
  });
  return { ok: true };
}

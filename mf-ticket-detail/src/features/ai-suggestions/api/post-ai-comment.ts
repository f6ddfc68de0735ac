import { calls, type TicketComment } from '@portal/shared/contract';
import type { CallInput } from '@portal/shared/runtime/api';
import { type CacheChange, useMutation } from '@portal/shared/runtime/use-mutation';

type AiCommentBody = CallInput<typeof calls.aiComment>['body'];

/**
 * POST /ai/comment {ticketId, comment, staffOnly, responseId, editedResponse} → the comment written
 * from a suggestion. Quiet (SPEC §8); rejects, so the caller can fall back to a plain comment.
 * `showing` is what the page shows while it is sent.
 */
export function usePostAiComment(showing: (body: AiCommentBody) => CacheChange<TicketComment>[]) {
  return useMutation(calls.aiComment, {
    quiet: true,
    optimistic: ({ body }) => showing(body),
    throwOnError: true,
  });
}

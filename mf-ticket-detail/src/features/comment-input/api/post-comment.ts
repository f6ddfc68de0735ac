import { calls, type TicketComment } from '@portal/shared/contract';
import type { CallInput } from '@portal/shared/runtime/api';
import { type CacheChange, useMutation } from '@portal/shared/runtime/use-mutation';

type CommentBody = CallInput<typeof calls.postComment>['body'];

/**
 * POST /comment {ticketId, comment, staffOnly} → the created comment. `showing` is what the page
 * shows while it is sent (the thread's pending comment); a failure rejects, so the text is kept.
 */
export function usePostComment(showing: (body: CommentBody) => CacheChange<TicketComment>[]) {
  return useMutation(calls.postComment, {
    optimistic: ({ body }) => showing(body),
    throwOnError: true,
  });
}

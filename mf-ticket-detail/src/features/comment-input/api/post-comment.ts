import { calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';
import { useCallback } from 'react';

/** POST /comment → the created comment. A mutation: it has no cache key of its own. */
export function postComment(ticketId: number, comment: string) {
  return callApi(calls.postComment, { body: { ticketId, comment, staffOnly: false } });
}

export function usePostComment(ticketId: number) {
  return useCallback((comment: string) => postComment(ticketId, comment), [ticketId]);
}

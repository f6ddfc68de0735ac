import { calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';
import { useCallback } from 'react';

/** POST /comment {ticketId, comment, staffOnly} → the created comment. */
export function postComment(ticketId: number, comment: string, staffOnly: boolean) {
  return callApi(calls.postComment, { body: { ticketId, comment, staffOnly } });
}

export function usePostComment(ticketId: number) {
  return useCallback(
    (comment: string, staffOnly: boolean) => postComment(ticketId, comment, staffOnly),
    [ticketId],
  );
}

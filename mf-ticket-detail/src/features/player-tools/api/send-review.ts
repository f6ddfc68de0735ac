import { calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';

/** POST /review {ticketId, points, comment} → the stored review. */
export function sendReview(ticketId: number, points: number, comment: string) {
  return callApi(calls.review, { body: { ticketId, points, comment } });
}

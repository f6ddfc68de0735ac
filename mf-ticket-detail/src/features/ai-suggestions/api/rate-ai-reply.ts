import { calls } from '@portal/shared/contract';
import { fetchQuery } from '@portal/shared/runtime/queries/query';

/** POST /ai/rate {commentId, helpful}: whether an AI-generated comment helped. Quiet. */
export function rateAiReply(commentId: number, helpful: boolean) {
  return fetchQuery(calls.aiRate, { body: { commentId, helpful } }, { quiet: true });
}

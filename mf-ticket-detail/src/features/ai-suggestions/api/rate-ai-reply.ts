import { calls } from '@portal/shared/contract';
import { useMutation } from '@portal/shared/runtime/use-mutation';

/** POST /ai/rate {commentId, helpful}: whether an AI-generated comment helped. Quiet (SPEC §8). */
export function useRateAiReply() {
  return useMutation(calls.aiRate, { quiet: true });
}

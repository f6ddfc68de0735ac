import { calls } from '@portal/shared/contract';
import { useMutation } from '@portal/shared/runtime/use-mutation';

/** POST /requestIntervention {ticketId} → {ok: true}; the event comment arrives live. */
export function useRequestMoreResponses() {
  return useMutation(calls.requestIntervention);
}

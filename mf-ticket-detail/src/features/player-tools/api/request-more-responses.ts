import { calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';

/** POST /requestIntervention {ticketId} → {ok: true}; the event comment arrives live. */
export function requestMoreResponses(ticketId: number) {
  return callApi(calls.requestIntervention, { body: { ticketId } });
}

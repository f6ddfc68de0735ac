import { calls } from '@portal/shared/contract';
import { fetchQuery } from '@portal/shared/runtime/queries/query';

/** POST /ai/accept {ticketId, responseId} → the suggestion posted unchanged as a comment. Quiet. */
export function acceptSuggestion(ticketId: number, responseId: number) {
  return fetchQuery(calls.aiAccept, { body: { ticketId, responseId } }, { quiet: true });
}

import { calls } from '@portal/shared/contract';
import { fetchQuery } from '@portal/shared/runtime/queries/query';

/** POST /ai/accept-edit {responseId}: staff opened the suggestion for editing. Quiet. */
export function acceptSuggestionForEdit(responseId: number) {
  return fetchQuery(calls.aiAcceptEdit, { body: { responseId } }, { quiet: true });
}

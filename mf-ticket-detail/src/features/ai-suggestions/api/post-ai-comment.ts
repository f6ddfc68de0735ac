import { calls } from '@portal/shared/contract';
import { fetchQuery } from '@portal/shared/runtime/queries/query';

type AiComment = {
  ticketId: number;
  comment: string;
  staffOnly: boolean;
  responseId: number;
  /** True when the text sent differs from the suggestion's. */
  editedResponse: boolean;
};

/** POST /ai/comment → the comment written from a suggestion. Quiet (SPEC §8). */
export function postAiComment(body: AiComment) {
  return fetchQuery(calls.aiComment, { body }, { quiet: true });
}

import { type CallBody, type CallResponse, calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';

export type AssistantReply = CallResponse<typeof calls.assistantChat>;

/**
 * POST /assistant/chat: the assistant's answer. A failure is answered in the conversation
 * itself ("Sorry, I ran into an error.", SPEC §8), never in the Error dialog.
 */
export function sendMessage(body: CallBody<typeof calls.assistantChat>): Promise<AssistantReply> {
  return callApi(calls.assistantChat, { body, skipErrorDialog: true });
}

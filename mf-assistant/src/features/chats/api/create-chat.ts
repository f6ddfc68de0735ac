import { type AssistantChat, calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';

/**
 * POST /assistant/chats {ticketId}: a new chat, bound to the open ticket when there is one. The
 * widget says itself when it fails (no Error dialog).
 */
export function createChat(ticketId: number | null): Promise<AssistantChat> {
  return callApi(calls.createAssistantChat, { body: { ticketId }, skipErrorDialog: true });
}

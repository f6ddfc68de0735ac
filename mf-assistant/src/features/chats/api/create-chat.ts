import { type AssistantChat, calls } from '@portal/shared/contract';
import { assistantChatsKey } from '@portal/shared/runtime/queries/get-assistant-chats';
import { cacheChange, useMutation } from '@portal/shared/runtime/use-mutation';

/**
 * POST /assistant/chats {ticketId}: a new chat, bound to the open ticket when there is one, first
 * in the cached list as soon as it exists (the server's list follows when read again). The widget
 * says itself when it fails (quiet: no Error dialog).
 */
export function useCreateChat() {
  return useMutation(calls.createAssistantChat, {
    quiet: true,
    optimistic: () => [
      cacheChange<AssistantChat[], AssistantChat>(assistantChatsKey(), {
        settle: (chat, chats) => [chat, ...chats.filter((other) => other.id !== chat.id)],
      }),
    ],
  });
}

import { type AssistantChat, type AssistantMessage, calls } from '@portal/shared/contract';
import { onCall } from '@portal/shared/testing/fake-api';

/** GET /assistant/chats answers these chats. */
export function serveChats(chats: AssistantChat[]): void {
  onCall(calls.assistantChats, () => chats);
}

/**
 * A chat's history as the server pages it: `pages[0]` the newest page, each page oldest first;
 * page n's cursor is `"n"` (the server's cursors are its own; the widget only hands them back).
 */
export function serveHistory(chatId: number, pages: AssistantMessage[][]): void {
  onCall(
    calls.assistantChatMessages,
    ({ body }) => {
      const index = body.cursor ? Number(body.cursor) : 0;
      const hasMore = index + 1 < pages.length;
      return { data: pages[index] ?? [], cursor: hasMore ? String(index + 1) : null, hasMore };
    },
    { params: { chatId } },
  );
}

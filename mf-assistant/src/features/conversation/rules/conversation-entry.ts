import type { AssistantMessage } from '@portal/shared/contract';

/** A question whose answer failed: its text, and the key of its entry (shared by its reply). */
export interface FailedExchange {
  message: string;
  questionKey: string;
}

/** One message as the conversation shows it: from the chat's history or sent on this page. */
export interface ConversationEntry extends AssistantMessage {
  key: string;
  /**
   * Only on answers received on this page: the model that answered, or null when the offline
   * retrieval did (the history the server keeps does not say).
   */
  model?: string | null;
  /**
   * A question whose answer failed, and the reply standing in for that answer (shown as "Sorry, I
   * ran into an error." in the page language, with the question to try again).
   */
  failed?: FailedExchange;
}

/** The history pages (newest page first, each oldest first) as one list, oldest first. */
export function historyEntries(
  pages: readonly { data: AssistantMessage[] }[],
): ConversationEntry[] {
  return pages
    .map((page, pageIndex) =>
      page.data.map((message, index) => ({ ...message, key: `h${pageIndex}-${index}` })),
    )
    .reverse()
    .flat();
}

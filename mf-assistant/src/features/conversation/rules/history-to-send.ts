import { ASSISTANT, type AssistantMessage } from '@portal/shared/contract';
import type { ConversationEntry } from './conversation-entry';

/**
 * The context sent with a question: the last `ASSISTANT.historySent` messages of the chat, leaving
 * out failed exchanges (the error reply was never the assistant's).
 */
export function historyToSend(entries: readonly ConversationEntry[]): AssistantMessage[] {
  return entries
    .filter((entry) => !entry.failed)
    .slice(-ASSISTANT.historySent)
    .map(({ role, text }) => ({ role, text: text.slice(0, ASSISTANT.replyLength) }));
}

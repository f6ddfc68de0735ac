import { type CallResponse, calls } from '@portal/shared/contract';
import useSWRInfinite from 'swr/infinite';
import { cursorPages } from '../cache-keys';
import { queryFetcher } from './query';

export type AssistantMessagePage = CallResponse<typeof calls.assistantChatMessages>;

/**
 * POST /assistant/chats/{chatId}/messages {cursor?}: a chat's history, the newest page first
 * (each page's messages oldest first); `cursor` asks for the page before it.
 */
export function assistantMessagePagesKey(chatId: number) {
  return cursorPages(calls.assistantChatMessages, (cursor) => ({
    params: { chatId },
    body: cursor === undefined ? {} : { cursor },
  }));
}

/**
 * The pages read so far. Never revalidated: messages exchanged after the first read are kept by
 * the conversation itself, so re-reading the newest page would show them twice.
 */
export function useAssistantMessagePages(chatId: number) {
  return useSWRInfinite<AssistantMessagePage>(
    assistantMessagePagesKey(chatId),
    queryFetcher(calls.assistantChatMessages, { quiet: true }),
    {
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
    },
  );
}

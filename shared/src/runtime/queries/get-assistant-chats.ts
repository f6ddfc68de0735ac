import { calls } from '@portal/shared/contract';
import { apiKey } from '../cache-keys';
import { useQuery } from './query';

/**
 * GET /assistant/chats: the signed-in admin's assistant chats. Quiet: the widget says itself
 * that they could not be loaded, instead of an Error dialog over whatever page is open.
 */
export function useAssistantChats() {
  return useQuery(calls.assistantChats, {}, { quiet: true });
}

/** The cache entry of the chat list, which a new chat or a new message updates. */
export function assistantChatsKey() {
  return apiKey(calls.assistantChats, {});
}

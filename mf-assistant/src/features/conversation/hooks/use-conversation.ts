import type { AssistantChat } from '@portal/shared/contract';
import { getLanguage } from '@portal/shared/runtime/i18n';
import { assistantChatsKey } from '@portal/shared/runtime/queries/get-assistant-chats';
import { useAssistantMessagePages } from '@portal/shared/runtime/queries/list-assistant-messages';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { sendMessage } from '../api/send-message';
import { type ConversationEntry, historyEntries } from '../rules/conversation-entry';
import { historyToSend } from '../rules/history-to-send';
import { useConversationStore } from './conversation-store-context';

/**
 * One chat: its history (read a page at a time, older pages on demand) followed by what was
 * exchanged on this page; `send` asks the assistant with the last messages as context.
 */
export function useConversation(chat: AssistantChat) {
  const store = useConversationStore();
  const chatId = chat.id;
  const getSession = useCallback(() => store.session(chatId), [store, chatId]);
  const session = useSyncExternalStore(store.subscribe, getSession, getSession);
  const pages = useAssistantMessagePages(chatId);
  const { mutate } = useSWRConfig();

  const history = useMemo(() => historyEntries(pages.data ?? []), [pages.data]);
  const entries = useMemo(() => [...history, ...session.entries], [history, session.entries]);
  const hasOlder = pages.data?.at(-1)?.hasMore ?? false;
  const loadingOlder = pages.isValidating && pages.size > (pages.data?.length ?? 0);

  const ask = async (message: string, before: readonly ConversationEntry[]) => {
    const questionKey = store.newKey();
    const history = historyToSend(before);
    store.update(chatId, (now) => ({
      entries: [...now.entries, { key: questionKey, role: 'user', text: message }],
      waiting: true,
    }));
    try {
      // No `modelName`: the server answers with the configured model.
      const reply = await sendMessage({
        message,
        ticketId: chat.ticketId,
        history,
        chatId,
        lang: getLanguage(),
      });
      const answer: ConversationEntry = {
        key: store.newKey(),
        role: 'assistant',
        text: reply.text,
        model: reply.model,
      };
      store.update(chatId, (now) => ({ entries: [...now.entries, answer], waiting: false }));
      // The server titles and reorders chats as they are used.
      void mutate(assistantChatsKey());
    } catch {
      const failed = { message, questionKey };
      store.update(chatId, (now) => ({
        entries: [
          ...now.entries.map((entry) => (entry.key === questionKey ? { ...entry, failed } : entry)),
          { key: store.newKey(), role: 'assistant', text: '', failed },
        ],
        waiting: false,
      }));
    }
  };

  // A message sent while the history is still on its way goes once it has come: the question
  // takes the history as context, and a send the box accepted must not be dropped.
  const [queued, setQueued] = useState<string>();
  useEffect(() => {
    if (queued === undefined || pages.isLoading) return;
    setQueued(undefined);
    void ask(queued, entries);
  });

  /** Sends the trimmed draft; false (nothing sent) when it is empty or an answer is due. */
  const send = (draft: string): boolean => {
    const message = draft.trim();
    if (message === '' || session.waiting || queued !== undefined) return false;
    if (pages.isLoading) setQueued(message);
    else void ask(message, entries);
    return true;
  };

  /** Asks a failed question again, in place of the failed exchange. */
  const retry = (questionKey: string) => {
    const failed = session.entries.find((entry) => entry.failed?.questionKey === questionKey);
    if (!failed?.failed || session.waiting) return;
    const isOther = (entry: ConversationEntry) => entry.failed?.questionKey !== questionKey;
    store.update(chatId, (now) => ({ ...now, entries: now.entries.filter(isOther) }));
    void ask(failed.failed.message, entries.filter(isOther));
  };

  return {
    entries,
    waiting: session.waiting || queued !== undefined,
    loading: pages.isLoading,
    loadFailed: pages.error !== undefined && pages.data === undefined,
    reload: () => void pages.mutate(),
    hasOlder,
    loadingOlder,
    olderFailed: pages.error !== undefined && pages.data !== undefined,
    loadOlder: () => {
      // One page past those read (after a failed page, that same page again).
      if (hasOlder && !loadingOlder) void pages.setSize((pages.data?.length ?? 0) + 1);
    },
    send,
    retry,
  };
}

import { createContext, useContext } from 'react';
import { ConversationStore } from '../rules/conversation-store';

/** The widget's store of the messages exchanged on this page (one per widget). */
export const ConversationStoreContext = createContext<ConversationStore | null>(null);

export function useConversationStore(): ConversationStore {
  const store = useContext(ConversationStoreContext);
  if (!store) throw new Error('useConversationStore needs a ConversationStoreContext');
  return store;
}

export { ConversationStore };

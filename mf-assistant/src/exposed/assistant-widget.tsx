import type { AssistantChat } from '@portal/shared/contract';
import type { AssistantWidgetProps } from '@portal/shared/runtime/remotes';
import { IconButton } from '@portal/ui/icon-button';
import { ChevronLeftIcon } from '@portal/ui/icons';
import { useState } from 'react';
import '../components/feedback.css';
import { ChatList } from '../features/chats/components/chat-list';
import { ChatTitle } from '../features/chats/components/chat-title';
import { Conversation } from '../features/conversation/components/conversation';
import {
  ConversationStore,
  ConversationStoreContext,
} from '../features/conversation/hooks/conversation-store-context';
import { FloatingWindow } from '../features/floating-window/components/floating-window';
import { registerAssistantTranslations, useAssistantT } from '../i18n/use-assistant-t';

registerAssistantTranslations();

/**
 * `mf_assistant/AssistantWidget` (administrators, browser only): the floating staff assistant
 * (SPEC §2, §7). `ticketId` is the ticket open in the page, which a new chat is about. Its
 * failures are said in the panel, never with the Error dialog: a floating panel must not raise
 * dialogs over whatever page is open.
 */
export default function AssistantWidget({ ticketId }: AssistantWidgetProps) {
  const t = useAssistantT();
  const [store] = useState(() => new ConversationStore());
  const [openChat, setOpenChat] = useState<AssistantChat | null>(null);

  return (
    <ConversationStoreContext value={store}>
      <FloatingWindow
        heading={openChat ? <ChatTitle chat={openChat} /> : t('assistant')}
        headerStart={
          openChat && (
            <IconButton
              size="sm"
              label={t('backToChats')}
              icon={<ChevronLeftIcon />}
              onClick={() => setOpenChat(null)}
            />
          )
        }
      >
        {openChat ? (
          <Conversation key={openChat.id} chat={openChat} />
        ) : (
          <ChatList ticketId={ticketId} onOpen={setOpenChat} />
        )}
      </FloatingWindow>
    </ConversationStoreContext>
  );
}

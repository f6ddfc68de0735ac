import type { AssistantChat } from '@portal/shared/contract';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { useAssistantChats } from '@portal/shared/runtime/queries/get-assistant-chats';
import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import { ErrorIcon, RefreshIcon } from '@portal/ui/icons';
import { Skeleton } from '@portal/ui/skeleton';
import { useAssistantT } from '../../../i18n/use-assistant-t';
import { ChatListItem } from './chat-list-item';
import { NewChatButton } from './new-chat-button';
import './chat-list.css';

interface ChatListProps {
  /** The ticket open in the page, which a new chat is about. */
  ticketId: number | null;
  onOpen: (chat: AssistantChat) => void;
}

function newestFirst(chats: readonly AssistantChat[]): AssistantChat[] {
  return [...chats].sort((a, b) => b.updatedAt - a.updatedAt);
}

/** The admin's chats, the most recently used first, and a way to start one. */
export function ChatList({ ticketId, onOpen }: ChatListProps) {
  const t = useAssistantT();
  const language = useLanguage();
  const { data: chats, error, isLoading, mutate } = useAssistantChats();

  const content = () => {
    if (isLoading) {
      return (
        <div className="as-chat-list-loading" role="status" aria-label={t('chats')}>
          <Skeleton height={40} shape="block" />
          <Skeleton height={40} shape="block" />
          <Skeleton height={40} shape="block" />
        </div>
      );
    }
    if (error && !chats) {
      return (
        <EmptyState
          icon={<ErrorIcon />}
          title={t('chatsLoadFailed')}
          action={
            <Button icon={<RefreshIcon />} onClick={() => void mutate()}>
              {t('retry')}
            </Button>
          }
        />
      );
    }
    if (!chats || chats.length === 0) {
      return <EmptyState title={t('noChats')} explanation={t('noChatsExplanation')} />;
    }
    return (
      <ul className="as-chat-list" aria-label={t('chats')}>
        {newestFirst(chats).map((chat) => (
          <ChatListItem key={chat.id} chat={chat} language={language} onOpen={onOpen} />
        ))}
      </ul>
    );
  };

  return (
    <div className="as-chats">
      <NewChatButton ticketId={ticketId} onCreated={onOpen} />
      <div className="as-chats-scroll">{content()}</div>
    </div>
  );
}

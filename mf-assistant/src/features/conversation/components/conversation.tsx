import type { AssistantChat } from '@portal/shared/contract';
import { Badge } from '@portal/ui/badge';
import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import { ErrorIcon, RefreshIcon } from '@portal/ui/icons';
import { Skeleton } from '@portal/ui/skeleton';
import { useAssistantT } from '../../../i18n/use-assistant-t';
import { useConversation } from '../hooks/use-conversation';
import { Composer } from './composer';
import { MessageList } from './message-list';
import './conversation.css';

/** One chat: what it is about, its messages and the message box. */
export function Conversation({ chat }: { chat: AssistantChat }) {
  const t = useAssistantT();
  const conversation = useConversation(chat);

  const content = () => {
    if (conversation.loading) {
      return (
        <div className="as-messages" role="status" aria-label={t('conversation')}>
          <Skeleton height={48} shape="block" width="70%" />
          <Skeleton height={72} shape="block" />
        </div>
      );
    }
    if (conversation.loadFailed) {
      return (
        <EmptyState
          className="as-messages"
          icon={<ErrorIcon />}
          title={t('historyLoadFailed')}
          action={
            <Button icon={<RefreshIcon />} onClick={conversation.reload}>
              {t('retry')}
            </Button>
          }
        />
      );
    }
    if (conversation.entries.length === 0 && !conversation.waiting) {
      return (
        <EmptyState
          className="as-messages"
          title={t('emptyConversation')}
          explanation={t('emptyConversationExplanation')}
        />
      );
    }
    return (
      <MessageList
        entries={conversation.entries}
        waiting={conversation.waiting}
        hasOlder={conversation.hasOlder}
        loadingOlder={conversation.loadingOlder}
        olderFailed={conversation.olderFailed}
        onLoadOlder={conversation.loadOlder}
        onRetry={conversation.retry}
      />
    );
  };

  return (
    <div className="as-conversation">
      {chat.ticketId !== null && (
        <p className="as-conversation-about">
          <Badge tone="accent">{t('chatAboutTicket', { id: chat.ticketId })}</Badge>
        </p>
      )}
      {content()}
      <Composer onSend={conversation.send} waiting={conversation.waiting} />
    </div>
  );
}

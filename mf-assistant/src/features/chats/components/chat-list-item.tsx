import type { AssistantChat, Language } from '@portal/shared/contract';
import { Badge } from '@portal/ui/badge';
import { useAssistantT } from '../../../i18n/use-assistant-t';

interface ChatListItemProps {
  chat: AssistantChat;
  language: Language;
  onOpen: (chat: AssistantChat) => void;
}

/** One chat: its title opens it; the ticket it is about and when it was last used beside it. */
export function ChatListItem({ chat, language, onOpen }: ChatListItemProps) {
  const t = useAssistantT();
  const updated = new Date(chat.updatedAt).toLocaleString(language, {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (
    <li>
      <button type="button" className="as-chat-item" onClick={() => onOpen(chat)}>
        <span className="as-chat-item-title">{chat.title || t('untitledChat')}</span>
        <span className="as-chat-item-meta">
          {chat.ticketId !== null && (
            <Badge tone="accent">{t('aboutTicket', { id: chat.ticketId })}</Badge>
          )}
          <span>{t('updatedAt', { date: updated })}</span>
        </span>
      </button>
    </li>
  );
}

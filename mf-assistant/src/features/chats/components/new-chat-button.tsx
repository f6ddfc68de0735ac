import type { AssistantChat } from '@portal/shared/contract';
import { Button } from '@portal/ui/button';
import { PlusIcon } from '@portal/ui/icons';
import { useAssistantT } from '../../../i18n/use-assistant-t';
import { useCreateChat } from '../api/create-chat';

interface NewChatButtonProps {
  ticketId: number | null;
  onCreated: (chat: AssistantChat) => void;
}

/** Starts a chat, about the open ticket when there is one, and opens it. */
export function NewChatButton({ ticketId, onCreated }: NewChatButtonProps) {
  const t = useAssistantT();
  const { trigger, busy, error } = useCreateChat();

  const start = async () => {
    const chat = await trigger({ body: { ticketId } });
    if (chat) onCreated(chat);
  };

  return (
    <div className="as-new-chat">
      <Button variant="primary" icon={<PlusIcon />} disabled={busy} onClick={() => void start()}>
        {ticketId === null ? t('newChat') : t('newChatAboutTicket', { id: ticketId })}
      </Button>
      {busy && (
        <span className="as-muted" role="status">
          {t('creatingChat')}
        </span>
      )}
      {!busy && error && (
        <p className="as-failure" role="alert">
          {t('createChatFailed')}
        </p>
      )}
    </div>
  );
}

import type { AssistantChat } from '@portal/shared/contract';
import { assistantChatsKey } from '@portal/shared/runtime/queries/get-assistant-chats';
import { Button } from '@portal/ui/button';
import { PlusIcon } from '@portal/ui/icons';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useAssistantT } from '../../../i18n/use-assistant-t';
import { createChat } from '../api/create-chat';

interface NewChatButtonProps {
  ticketId: number | null;
  onCreated: (chat: AssistantChat) => void;
}

/** Starts a chat, about the open ticket when there is one, and opens it. */
export function NewChatButton({ ticketId, onCreated }: NewChatButtonProps) {
  const t = useAssistantT();
  const [state, setState] = useState<'idle' | 'creating' | 'failed'>('idle');
  const { mutate } = useSWRConfig();

  const start = async () => {
    setState('creating');
    try {
      const chat = await createChat(ticketId);
      // First in the list at once; the server's list follows when it is read again.
      await mutate(
        assistantChatsKey(),
        (chats: AssistantChat[] | undefined) => [
          chat,
          ...(chats ?? []).filter((other) => other.id !== chat.id),
        ],
        { revalidate: false },
      );
      setState('idle');
      onCreated(chat);
    } catch {
      setState('failed');
    }
  };

  return (
    <div className="as-new-chat">
      <Button
        variant="primary"
        icon={<PlusIcon />}
        disabled={state === 'creating'}
        onClick={() => void start()}
      >
        {ticketId === null ? t('newChat') : t('newChatAboutTicket', { id: ticketId })}
      </Button>
      {state === 'creating' && (
        <span className="as-muted" role="status">
          {t('creatingChat')}
        </span>
      )}
      {state === 'failed' && (
        <p className="as-failure" role="alert">
          {t('createChatFailed')}
        </p>
      )}
    </div>
  );
}

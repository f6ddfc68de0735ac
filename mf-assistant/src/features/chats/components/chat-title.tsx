import type { AssistantChat } from '@portal/shared/contract';
import { useAssistantChats } from '@portal/shared/runtime/queries/get-assistant-chats';
import { useAssistantT } from '../../../i18n/use-assistant-t';

/** An open chat's title as the list knows it now (the server names a chat once it is used). */
export function ChatTitle({ chat }: { chat: AssistantChat }) {
  const t = useAssistantT();
  const { data: chats } = useAssistantChats();
  const current = chats?.find((other) => other.id === chat.id) ?? chat;
  return <>{current.title || t('untitledChat')}</>;
}

import type { AssistantChat } from '@portal/shared/contract';
import type { AssistantChatRecord } from '../repositories/ai/assistant-repository';

export function presentAssistantChat(chat: AssistantChatRecord): AssistantChat {
  return {
    id: chat.id,
    title: chat.title,
    ticketId: chat.ticketId,
    updatedAt: chat.updatedAt.getTime(),
  };
}

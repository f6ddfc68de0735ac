import { defineCalls } from '../define-call';
import type { assistantSchemas } from '../schemas/calls/assistant';

export const assistantCalls = defineCalls<typeof assistantSchemas>()({
  assistantChats: { method: 'GET', path: '/assistant/chats' },
  createAssistantChat: { method: 'POST', path: '/assistant/chats' },
  assistantChatMessages: { method: 'POST', path: '/assistant/chats/:chatId/messages', reads: true },
  assistantChat: { method: 'POST', path: '/assistant/chat' },
});

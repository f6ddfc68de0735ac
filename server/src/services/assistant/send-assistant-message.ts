import { ASSISTANT, type AssistantChatBody } from '@portal/shared/contract';
import type { Viewer } from '../../identity/viewer';
import {
  insertAssistantMessages,
  keepNewestAssistantMessages,
  newestAssistantMessages,
  touchAssistantChat,
} from '../../repositories/ai/assistant-repository';
import { placeholdersFor } from '../ai/placeholders';
import type { ServiceDeps } from '../service-deps';
import { loadVisibleTicket } from '../tickets/ticket-access';
import { answerAssistant } from './assistant-answer';
import { loadOwnChat, openChat } from './assistant-chats';

/** How much of its first message names an untitled chat. */
const TITLE_LENGTH = 80;

function titleOf(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length <= TITLE_LENGTH ? line : `${line.slice(0, TITLE_LENGTH - 1)}…`;
}

/**
 * POST /assistant/chat. The body's `ticketId` binds only a chat that starts here. A chat's own stored turns are the history sent (its last
 * ASSISTANT.historySent); the body's `history` stands in only for a chat that starts here. The
 * question and the answer are kept, and a chat keeps its newest ASSISTANT.historyKept messages.
 */
export async function sendAssistantMessage(
  deps: ServiceDeps,
  viewer: Viewer,
  body: AssistantChatBody,
): Promise<{ text: string; chatId: number; model: string | null }> {
  const existing =
    body.chatId === undefined ? null : await loadOwnChat(deps.db, viewer, body.chatId);
  // A chat stays about the ticket it started with: its stored turns speak of that ticket's people.
  const ticketId = existing ? existing.ticketId : (body.ticketId ?? null);
  const ticket = ticketId === null ? null : await loadVisibleTicket(deps.db, viewer, ticketId);
  const history = existing
    ? (await newestAssistantMessages(deps.db, existing.id, ASSISTANT.historySent)).reverse()
    : body.history;
  const answer = await answerAssistant(deps, {
    message: body.message,
    history: history.map(({ role, text }) => ({ role, text })),
    ticket,
    placeholders: ticket && (await placeholdersFor(deps, viewer, ticket)),
    lang: body.lang,
    modelName: body.modelName,
  });
  // The model has answered before the transaction opens: a slow model holds no connection.
  const chatId = await deps.db.transaction().execute(async (trx) => {
    const chat = existing ?? (await openChat(trx, viewer, ticketId));
    await insertAssistantMessages(trx, chat.id, [
      { role: 'user', text: body.message, model: null },
      { role: 'assistant', text: answer.text, model: answer.model },
    ]);
    await touchAssistantChat(trx, chat.id, titleOf(body.message));
    await keepNewestAssistantMessages(trx, chat.id, ASSISTANT.historyKept);
    return chat.id;
  });
  return { text: answer.text, chatId, model: answer.model };
}

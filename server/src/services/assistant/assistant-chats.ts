import type { AssistantChat, AssistantMessage } from '@portal/shared/contract';
import { notFound } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { presentAssistantChat } from '../../presenters/assistant-presenter';
import {
  type AssistantChatRecord,
  findAssistantChat,
  insertAssistantChat,
  listAssistantChats,
  newestAssistantMessages,
} from '../../repositories/ai/assistant-repository';
import type { Executor } from '../../repositories/executor';
import type { ServiceDeps } from '../service-deps';
import { loadVisibleTicket } from '../tickets/ticket-access';

// Every call here is behind the assistant router's `assistantUsersOnly` (power ≥ 100). A chat is
// its owner's alone: another account's chat answers like a missing one.

/** How many chats the list shows: the ones used last. */
export const CHAT_LIST_LENGTH = 100;
/** Messages per page of a chat's history. */
export const MESSAGE_PAGE_LENGTH = 30;

export async function listChats(deps: ServiceDeps, viewer: Viewer): Promise<AssistantChat[]> {
  const chats = await listAssistantChats(deps.db, viewer.id, CHAT_LIST_LENGTH);
  return chats.map(presentAssistantChat);
}

/** The viewer's chat, or a 404. */
export async function loadOwnChat(
  db: Executor,
  viewer: Viewer,
  chatId: number,
): Promise<AssistantChatRecord> {
  const chat = await findAssistantChat(db, viewer.id, chatId);
  if (!chat) throw notFound('assistantChat');
  return chat;
}

/** A new, untitled chat; bound to a ticket only when the viewer can see that ticket. */
export async function openChat(
  db: Executor,
  viewer: Viewer,
  ticketId: number | null,
): Promise<AssistantChatRecord> {
  if (ticketId !== null) await loadVisibleTicket(db, viewer, ticketId);
  return insertAssistantChat(db, { account_id: viewer.id, ticket_id: ticketId, title: '' });
}

export async function createChat(
  deps: ServiceDeps,
  viewer: Viewer,
  ticketId: number | null,
): Promise<AssistantChat> {
  return presentAssistantChat(await openChat(deps.db, viewer, ticketId));
}

/**
 * One page of a chat's history: the newest page first, its messages oldest first; `cursor`
 * (the oldest message's id) asks for the page before it.
 */
export async function chatMessages(
  deps: ServiceDeps,
  viewer: Viewer,
  chatId: number,
  cursor: number | undefined,
): Promise<{ data: AssistantMessage[]; cursor: string | null; hasMore: boolean }> {
  const chat = await loadOwnChat(deps.db, viewer, chatId);
  const rows = await newestAssistantMessages(deps.db, chat.id, MESSAGE_PAGE_LENGTH + 1, cursor);
  const hasMore = rows.length > MESSAGE_PAGE_LENGTH;
  const page = rows.slice(0, MESSAGE_PAGE_LENGTH).reverse();
  const oldest = page[0];
  return {
    data: page.map(({ role, text }) => ({ role, text })),
    cursor: hasMore && oldest ? String(oldest.id) : null,
    hasMore,
  };
}

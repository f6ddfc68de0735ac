import type { AssistantChatsTable, AssistantMessagesTable } from '../../db/database';
import type { Executor } from '../executor';

export interface AssistantChatRecord {
  id: number;
  accountId: number;
  ticketId: number | null;
  title: string;
  updatedAt: Date;
}

export interface AssistantMessageRecord {
  id: number;
  role: AssistantMessagesTable['role'];
  text: string;
}

function chats(db: Executor) {
  return db
    .selectFrom('assistant_chats')
    .select([
      'id',
      'account_id as accountId',
      'ticket_id as ticketId',
      'title',
      'updated_at as updatedAt',
    ]);
}

/** The account's chats, the one used last first. */
export function listAssistantChats(
  db: Executor,
  accountId: number,
  limit: number,
): Promise<AssistantChatRecord[]> {
  return chats(db)
    .where('account_id', '=', accountId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One of the account's chats; another account's chat is not found. */
export function findAssistantChat(
  db: Executor,
  accountId: number,
  chatId: number,
): Promise<AssistantChatRecord | undefined> {
  return chats(db).where('id', '=', chatId).where('account_id', '=', accountId).executeTakeFirst();
}

export async function insertAssistantChat(
  db: Executor,
  chat: Pick<AssistantChatsTable, 'account_id' | 'ticket_id' | 'title'>,
): Promise<AssistantChatRecord> {
  const { id } = await db
    .insertInto('assistant_chats')
    .values(chat)
    .returning('id')
    .executeTakeFirstOrThrow();
  const created = await findAssistantChat(db, chat.account_id, id);
  if (!created) throw new Error('The chat was not written');
  return created;
}

/** Marks the chat as just used, naming it after its first message when it has no title yet. */
export async function touchAssistantChat(
  db: Executor,
  chatId: number,
  titleWhenUntitled: string,
): Promise<void> {
  await db
    .updateTable('assistant_chats')
    .set((eb) => ({
      updated_at: new Date(),
      title: eb.case().when('title', '=', '').then(titleWhenUntitled).else(eb.ref('title')).end(),
    }))
    .where('id', '=', chatId)
    .execute();
}

/** Up to `limit` messages before `beforeId` (all when undefined), newest first. */
export function newestAssistantMessages(
  db: Executor,
  chatId: number,
  limit: number,
  beforeId?: number,
): Promise<AssistantMessageRecord[]> {
  let query = db
    .selectFrom('assistant_messages')
    .select(['id', 'role', 'text'])
    .where('chat_id', '=', chatId);
  if (beforeId !== undefined) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

export async function insertAssistantMessages(
  db: Executor,
  chatId: number,
  messages: readonly { role: AssistantMessagesTable['role']; text: string; model: string | null }[],
): Promise<void> {
  await db
    .insertInto('assistant_messages')
    .values(
      messages.map((message) => ({
        chat_id: chatId,
        role: message.role,
        text: message.text,
        model_name: message.model,
      })),
    )
    .execute();
}

/** Deletes all but the chat's newest `keep` messages. */
export async function keepNewestAssistantMessages(
  db: Executor,
  chatId: number,
  keep: number,
): Promise<void> {
  await db
    .deleteFrom('assistant_messages')
    .where('chat_id', '=', chatId)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('assistant_messages')
        .select('id')
        .where('chat_id', '=', chatId)
        .orderBy('id', 'desc')
        .limit(keep),
    )
    .execute();
}

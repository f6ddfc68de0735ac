import { ASSISTANT, type AssistantChat, ERROR_CODES } from '@portal/shared/contract';
import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { accountIdOf, get, post } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let portal: TestPortal;
let database: TestDatabase;
let token: (name: string) => string;

useDemoPortal(['player1', 'staff1', 'supervisor1', 'admin1'], (demo) => {
  ({ portal, database, token } = demo);
});

const admin = () => token('admin1');

async function newChat(ticketId?: number | null): Promise<AssistantChat> {
  const response = await post(portal, admin(), '/assistant/chats', { ticketId });
  expect(response.status).toBe(200);
  return response.body as AssistantChat;
}

/** `count` stored messages in a chat, alternating question and answer, numbered from 1. */
async function storeMessages(chatId: number, count: number): Promise<void> {
  await database.db
    .insertInto('assistant_messages')
    .values(
      Array.from({ length: count }, (_, index) => ({
        chat_id: chatId,
        role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
        text: `message ${index + 1}`,
        model_name: null,
      })),
    )
    .execute();
}

function page(chatId: number, cursor?: string | null) {
  return post(portal, admin(), `/assistant/chats/${chatId}/messages`, { cursor });
}

describe('who may use the assistant', () => {
  const calls = [
    ['GET /assistant/chats', () => (t: string) => get(portal, t, '/assistant/chats')],
    ['POST /assistant/chats', () => (t: string) => post(portal, t, '/assistant/chats', {})],
    [
      'POST /assistant/chats/:id/messages',
      () => (t: string) => post(portal, t, '/assistant/chats/1/messages', {}),
    ],
    [
      'POST /assistant/chat',
      () => (t: string) => post(portal, t, '/assistant/chat', { message: 'Hola' }),
    ],
  ] as const;

  test.each(calls)(
    'when anyone below power 100 calls %s, then it is a 403',
    async (_name, call) => {
      for (const user of ['player1', 'staff1', 'supervisor1']) {
        const response = await call()(token(user));
        expect(response.status).toBe(403);
        expect(response.body.code).toBe(ERROR_CODES.assistantOnly);
      }
      expect(await database.db.selectFrom('assistant_chats').selectAll().execute()).toEqual([]);
    },
  );

  test.each(calls)(
    'when nobody is signed in and calls %s, then it is a 401',
    async (_name, call) => {
      expect((await call()('')).status).toBe(401);
    },
  );
});

describe('chats', () => {
  test('when an admin starts a chat about a ticket, then it is listed, untitled and bound to it', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Chat ticket' });
    const chat = await newChat(ticketId);
    expect(chat).toEqual({
      id: expect.any(Number),
      title: '',
      ticketId,
      updatedAt: expect.any(Number),
    });
    const list = await get(portal, admin(), '/assistant/chats');
    expect(list.body[0]).toEqual(chat);
  });

  test('when a chat names a ticket that does not exist, then it is a 404 and no chat is made', async () => {
    const before = await database.db.selectFrom('assistant_chats').selectAll().execute();
    const response = await post(portal, admin(), '/assistant/chats', { ticketId: 999_999 });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe(ERROR_CODES.ticketNotFound);
    expect(await database.db.selectFrom('assistant_chats').selectAll().execute()).toEqual(before);
  });

  test('when another account owns a chat, then the admin neither lists nor reads nor writes it', async () => {
    const other = await database.db
      .insertInto('assistant_chats')
      .values({ account_id: await accountIdOf(database.db, 'supervisor1'), title: 'Private' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await storeMessages(other.id, 2);
    const list = await get(portal, admin(), '/assistant/chats');
    expect(list.body.map((chat: AssistantChat) => chat.id)).not.toContain(other.id);
    const read = await page(other.id);
    expect(read.status).toBe(404);
    expect(read.body.code).toBe(ERROR_CODES.assistantChatNotFound);
    const write = await post(portal, admin(), '/assistant/chat', {
      message: 'Hola',
      chatId: other.id,
    });
    expect(write.status).toBe(404);
    const stored = await database.db
      .selectFrom('assistant_messages')
      .select('id')
      .where('chat_id', '=', other.id)
      .execute();
    expect(stored).toHaveLength(2);
  });

  test('when a chat was used last, then it is listed first', async () => {
    const first = await newChat();
    const second = await newChat();
    await post(portal, admin(), '/assistant/chat', { message: 'Vuelvo aquí', chatId: first.id });
    const list = await get(portal, admin(), '/assistant/chats');
    const ids = list.body.map((chat: AssistantChat) => chat.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
  });
});

describe('history pages', () => {
  test('when a chat has 65 messages, then they come newest page first, each page oldest first', async () => {
    const chat = await newChat();
    await storeMessages(chat.id, 65);
    const texts = (body: { data: { text: string }[] }) => body.data.map((m) => m.text);
    const first = await page(chat.id);
    expect(first.status).toBe(200);
    expect(texts(first.body)).toEqual(
      Array.from({ length: 30 }, (_, index) => `message ${index + 36}`),
    );
    expect(first.body.hasMore).toBe(true);
    const second = await page(chat.id, first.body.cursor);
    expect(texts(second.body)[0]).toBe('message 6');
    expect(texts(second.body).at(-1)).toBe('message 35');
    const third = await page(chat.id, second.body.cursor);
    expect(texts(third.body)).toEqual([
      'message 1',
      'message 2',
      'message 3',
      'message 4',
      'message 5',
    ]);
    expect(third.body).toMatchObject({ hasMore: false, cursor: null });
    expect(third.body.data[0]).toEqual({ role: 'user', text: 'message 1' });
  });

  test.each([['abc'], ['0'], ['1.5'], [' 12'], ['99999999999']])(
    'when the cursor is %p, then it is a 400',
    async (cursor) => {
      const chat = await newChat();
      const response = await page(chat.id, cursor);
      expect(response.status).toBe(400);
      expect(response.body.error).toBeTruthy();
    },
  );
});

describe('sending', () => {
  test.each([[''], ['   \n ']])(
    'when the message is %p, then it is a 400 and nothing is kept',
    async (message) => {
      const before = await database.db.selectFrom('assistant_messages').select('id').execute();
      const response = await post(portal, admin(), '/assistant/chat', { message });
      expect(response.status).toBe(400);
      expect(await database.db.selectFrom('assistant_messages').select('id').execute()).toEqual(
        before,
      );
    },
  );

  test('when more than the last 8 history entries are sent, then it is a 400', async () => {
    const history = Array.from({ length: ASSISTANT.historySent + 1 }, () => ({
      role: 'user',
      text: 'x',
    }));
    const response = await post(portal, admin(), '/assistant/chat', { message: 'Hola', history });
    expect(response.status).toBe(400);
  });

  test('when a message starts a chat, then the chat is made, titled after it and keeps both turns trimmed', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Sobre este' });
    const response = await post(portal, admin(), '/assistant/chat', {
      message: '  ¿Cómo respondo a este jugador?  ',
      ticketId,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      text: expect.any(String),
      chatId: expect.any(Number),
      model: null,
    });
    const chats = await get(portal, admin(), '/assistant/chats');
    expect(chats.body[0]).toMatchObject({
      id: response.body.chatId,
      title: '¿Cómo respondo a este jugador?',
      ticketId,
    });
    const history = await page(response.body.chatId);
    expect(history.body.data).toEqual([
      { role: 'user', text: '¿Cómo respondo a este jugador?' },
      { role: 'assistant', text: response.body.text },
    ]);
  });

  test('when a chat already holds 200 messages, then a new turn keeps only the newest 200', async () => {
    const chat = await newChat();
    await storeMessages(chat.id, ASSISTANT.historyKept);
    const response = await post(portal, admin(), '/assistant/chat', {
      message: 'La última',
      chatId: chat.id,
    });
    expect(response.status).toBe(200);
    const kept = await database.db
      .selectFrom('assistant_messages')
      .select('text')
      .where('chat_id', '=', chat.id)
      .orderBy('id')
      .execute();
    expect(kept).toHaveLength(ASSISTANT.historyKept);
    expect(kept[0]?.text).toBe('message 3');
    expect(kept.at(-2)?.text).toBe('La última');
  });
});

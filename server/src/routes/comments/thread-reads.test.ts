import type { CommentPage } from '@portal/shared/contract';
import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoDatabase } from '../../testing/demo-portal';
import { logInAll, post, postComment } from '../../testing/state-helpers';
import { countingStatements } from '../../testing/statement-counter';
import { startTestPortal, type TestPortal } from '../../testing/test-portal';

let portal: TestPortal | undefined;
afterAll(async () => {
  await portal?.close();
});
const database = useDemoDatabase();
let counted: ReturnType<typeof countingStatements>['counted'];
let running: TestPortal;
let token: (username: string) => string;
let ticketId: number;

const USERS = ['player1', 'player2', 'staff1'];

beforeAll(async () => {
  const counting = countingStatements(database.db);
  counted = counting.counted;
  portal = await startTestPortal(counting.db);
  running = portal;
  token = await logInAll(running, USERS);
  // Each session is read (and cached) by a first call.
  for (const user of USERS) {
    expect((await post(running, token(user), '/tickets', {})).status).toBe(200);
  }
  ticketId = await createSupportTicket(running, token('player1'), { title: 'Mi hilo' });
  await postComment(running, token('staff1'), ticketId, 'Nota interna', true);
  await postComment(running, token('staff1'), ticketId, 'Te respondemos');
  await running.server.live.flushed();
});

/** Statements of their own (the outbox's round, presence, sessions checked again), left out. */
const isOwnRound = (text: string) =>
  text.startsWith('update "live_outbox"') ||
  text.startsWith('update "accounts" set "last_seen_at"') ||
  text.includes('"sessions"');

async function openThread(user: string) {
  counted.sql.length = 0;
  const answer = await post(running, token(user), `/comments/${ticketId}`, {});
  return { answer, sent: counted.sql.filter((text) => !isOwnRound(text)) };
}

describe('opening a thread', () => {
  test.each([
    ['player1', ['take', 'Te respondemos']],
    ['staff1', ['take', 'Nota interna', 'Te respondemos']],
  ])(
    'when %s opens it, then the ticket and the page they may read come in one statement',
    async (user, messages) => {
      const { answer, sent } = await openThread(user);

      expect(answer.status).toBe(200);
      const page = answer.body as CommentPage;
      expect(page.data.map((comment) => comment.action || comment.message)).toEqual(messages);
      expect(sent).toHaveLength(1);
    },
  );

  test('when another player asks for it, then it answers as a ticket that does not exist, in one statement', async () => {
    const { answer, sent } = await openThread('player2');

    expect(answer.status).toBe(404);
    expect(answer.text).not.toMatch(/Te respondemos|Nota interna/);
    expect(sent).toHaveLength(1);
  });
});

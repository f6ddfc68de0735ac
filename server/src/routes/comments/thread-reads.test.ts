import type { CommentPage } from '@portal/shared/contract';
import { createSupportTicket } from '../../testing/api-helpers';
import { useCountingPortal } from '../../testing/counting-portal';
import { post, postComment } from '../../testing/state-helpers';

const counting = useCountingPortal(['player1', 'player2', 'staff1']);
const { token, statementsOf } = counting;
let ticketId: number;

beforeAll(async () => {
  ticketId = await createSupportTicket(counting.running, token('player1'), { title: 'Mi hilo' });
  await postComment(counting.running, token('staff1'), ticketId, 'Nota interna', true);
  await postComment(counting.running, token('staff1'), ticketId, 'Te respondemos');
});

async function openThread(user: string) {
  let answer: Awaited<ReturnType<typeof post>> | undefined;
  const sent = await statementsOf(async () => {
    answer = await post(counting.running, token(user), `/comments/${ticketId}`, {});
  });
  if (!answer) throw new Error('The thread was not asked for');
  return { answer, sent };
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

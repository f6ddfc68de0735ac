import { type CommentEvent, LIVE_EVENTS, type TicketComment } from '@portal/shared/contract';
import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { settle } from '../../testing/socket-helpers';
import { get, post, threadOf } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'staff1'], (demo) => {
  ({ database, portal, token } = demo);
});

const AT_ONCE = 30;

function sendAll(
  sends: readonly { as: string; ticketId: number; text: string; staffOnly?: boolean }[],
) {
  return Promise.all(
    sends.map(({ as, ticketId, text, staffOnly = false }) =>
      post(portal, token(as), '/comment', { ticketId, comment: text, staffOnly }),
    ),
  );
}

describe('comments sent at once on one ticket', () => {
  test('when two authors send 30 comments at once, then each is answered with its own, all are kept once and counted, and the live events follow the thread order', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Ráfaga' });
    await post(portal, token('staff1'), '/takeTicket', { ticketId });
    const before = await get(portal, token('player1'), `/getTicket/${ticketId}`);
    await portal.server.live.flushed();
    const socket = await portal.connect(token('player1'));
    const received: CommentEvent[] = [];
    socket.on(LIVE_EVENTS.commentCreated, (event) => received.push(event));
    const sends = Array.from({ length: AT_ONCE }, (_, index) => ({
      as: index % 3 === 0 ? 'player1' : 'staff1',
      ticketId,
      text: `mensaje ${index}`,
    }));

    const answers = await sendAll(sends);

    expect(answers.map((answer) => answer.status)).toEqual(Array(AT_ONCE).fill(200));
    const comments = answers.map((answer) => answer.body as TicketComment);
    expect(comments.map((comment) => comment.message)).toEqual(sends.map((send) => send.text));
    expect(new Set(comments.map((comment) => comment._id)).size).toBe(AT_ONCE);
    const thread = await threadOf(portal, token('staff1'), ticketId);
    expect(thread.filter((comment) => comment.message.startsWith('mensaje ')).length).toBe(AT_ONCE);
    const after = await get(portal, token('player1'), `/getTicket/${ticketId}`);
    expect(after.body.commentsCount).toBe(before.body.commentsCount + AT_ONCE);
    await portal.server.live.flushed();
    await settle();
    const ids = received.map((event) => event.comment._id);
    expect(ids).toEqual([...comments.map((comment) => comment._id)].sort((a, b) => a - b));
  });

  test('when some of the comments sent at once are refused, then only those are refused and the others are written', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Mezcla' });
    await post(portal, token('staff1'), '/takeTicket', { ticketId });
    const sends = Array.from({ length: 10 }, (_, index) => ({
      as: index % 2 === 0 ? 'player1' : 'staff1',
      ticketId,
      text: `nota ${index}`,
      // A player may not write staff-only notes.
      staffOnly: index % 4 === 0,
    }));

    const answers = await sendAll(sends);

    sends.forEach((send, index) => {
      const answer = answers[index];
      if (send.as === 'player1' && send.staffOnly) {
        expect(answer?.status).toBe(403);
        expect(answer?.body.code).toBe('comment.staffOnlyNotAllowed');
      } else {
        expect(answer?.status).toBe(200);
        expect(answer?.body.message).toBe(send.text);
      }
    });
    const saved = await database.db
      .selectFrom('comments')
      .select('message')
      .where('ticket_id', '=', ticketId)
      .where('message', 'like', 'nota %')
      .execute();
    expect(saved.map((row) => row.message).sort()).toEqual(
      sends
        .filter((send) => !(send.as === 'player1' && send.staffOnly))
        .map((send) => send.text)
        .sort(),
    );
  });

  test('when staff send several comments at once on an unassigned ticket, then they take it once', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Sin dueño' });
    const sends = Array.from({ length: 5 }, (_, index) => ({
      as: 'staff1',
      ticketId,
      text: `respuesta ${index}`,
    }));

    const answers = await sendAll(sends);

    expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200));
    const takes = await database.db
      .selectFrom('comments')
      .select('id')
      .where('ticket_id', '=', ticketId)
      .where('action', '=', 'take')
      .execute();
    expect(takes).toHaveLength(1);
    const ticket = await get(portal, token('staff1'), `/getTicket/${ticketId}`);
    expect(ticket.body.assignees).toHaveLength(1);
  });
});

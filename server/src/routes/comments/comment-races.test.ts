import { LIVE_EVENTS } from '@portal/shared/contract';
import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { settle } from '../../testing/socket-helpers';
import { get, post, postComment } from '../../testing/state-helpers';
import type { TestPortal } from '../../testing/test-portal';

let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'staff1'], (demo) => {
  ({ portal, token } = demo);
});

const PARALLEL_CALLS = 20;

describe('concurrent edits and deletes of one comment', () => {
  test('when 20 deletes of one comment race, then one applies: the count drops by one and one event goes out', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Carrera' });
    const doomed = await postComment(portal, token('player1'), ticketId, 'bórrame una vez');
    await postComment(portal, token('player1'), ticketId, 'yo me quedo');
    const before = await get(portal, token('player1'), `/getTicket/${ticketId}`);
    const socket = await portal.connect(token('player1'));
    const deleted: unknown[] = [];
    socket.on(LIVE_EVENTS.commentDeleted, (event) => deleted.push(event));
    const responses = await Promise.all(
      Array.from({ length: PARALLEL_CALLS }, () =>
        post(portal, token('staff1'), '/deleteComment', { commentId: doomed._id }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array(PARALLEL_CALLS - 1).fill(404)]);
    for (const refused of responses.filter((response) => response.status === 404)) {
      expect(refused.body.code).toBe('comment.notFound');
    }
    const after = await get(portal, token('player1'), `/getTicket/${ticketId}`);
    expect(after.body.commentsCount).toBe(before.body.commentsCount - 1);
    await portal.server.live.flushed();
    await settle();
    expect(deleted).toEqual([{ ticketId, commentId: doomed._id }]);
  });

  test('when 20 different edits of one comment race, then each applies and every replaced version is kept', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Ediciones' });
    const comment = await postComment(portal, token('staff1'), ticketId, 'versión 0');
    const edits = Array.from({ length: PARALLEL_CALLS }, (_value, index) => `versión ${index + 1}`);
    const responses = await Promise.all(
      edits.map((message) =>
        post(portal, token('staff1'), '/editComment', { commentId: comment._id, message }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(PARALLEL_CALLS).fill(200));
    const last = await post(portal, token('staff1'), '/editComment', {
      commentId: comment._id,
      message: 'versión final',
    });
    const kept: string[] = last.body.messageHistory.map(
      (version: { message: string }) => version.message,
    );
    expect(kept[0]).toBe('versión 0');
    expect(kept.slice(1).sort()).toEqual([...edits].sort());
  });
});

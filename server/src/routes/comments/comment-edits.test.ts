import { LIMITS, LIVE_EVENTS, type TicketComment } from '@portal/shared/contract';
import { createSupportTicket, ticketIdByTitle } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { settle } from '../../testing/socket-helpers';
import { get, post, postComment, threadOf } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'player2', 'staff1', 'staff2', 'supervisor1', 'admin1'], (demo) => {
  ({ database, portal, token } = demo);
});

async function staffTicket(): Promise<{ ticketId: number; comment: TicketComment }> {
  const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Editar' });
  const comment = await postComment(portal, token('staff1'), ticketId, 'primera versión');
  return { ticketId, comment };
}

describe('POST /api/editComment', () => {
  test('when the author (an admin) edits twice, then the history keeps each version with its time', async () => {
    const { ticketId, comment } = await staffTicket();
    const first = await post(portal, token('staff1'), '/editComment', {
      commentId: comment._id,
      message: 'segunda versión',
    });
    expect(first.status).toBe(200);
    const second = await post(portal, token('staff1'), '/editComment', {
      commentId: comment._id,
      message: 'tercera versión',
    });
    expect(second.body).toMatchObject({ message: 'tercera versión', edited: true });
    expect(second.body.messageHistory).toEqual([
      { message: 'primera versión', timestamp: comment.timestamp },
      { message: 'segunda versión', timestamp: expect.any(Number) },
    ]);
    expect(second.body.messageHistory[1].timestamp).toBeGreaterThanOrEqual(comment.timestamp);
    const seenByPlayer = (await threadOf(portal, token('player1'), ticketId)).at(-1);
    expect(seenByPlayer).toMatchObject({ message: 'tercera versión', edited: true });
  });

  test('when the text is unchanged, then nothing is written and no event goes out', async () => {
    const { ticketId, comment } = await staffTicket();
    const socket = await portal.connect(token('player1'));
    const edits: unknown[] = [];
    socket.on(LIVE_EVENTS.commentEdited, (event) => edits.push(event));
    const response = await post(portal, token('staff1'), '/editComment', {
      commentId: comment._id,
      message: 'primera versión',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ edited: false, messageHistory: [] });
    const history = await database.db
      .selectFrom('comment_history')
      .select('id')
      .where('comment_id', '=', comment._id)
      .execute();
    expect(history).toEqual([]);
    await portal.server.live.flushed();
    await settle();
    expect(edits).toEqual([]);
    expect((await threadOf(portal, token('player1'), ticketId)).at(-1)?.edited).toBe(false);
  });

  test('when someone other than the author edits, then it is refused (even a super-admin)', async () => {
    const { comment } = await staffTicket();
    const response = await post(portal, token('admin1'), '/editComment', {
      commentId: comment._id,
      message: 'cambio ajeno',
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('comment.editNotAllowed');
  });

  test('when a player edits their own comment, then it is refused: only admins edit', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Mío' });
    const own = await postComment(portal, token('player1'), ticketId, 'hola');
    const response = await post(portal, token('player1'), '/editComment', {
      commentId: own._id,
      message: 'adiós',
    });
    expect(response.status).toBe(403);
  });

  test('when the edit has 4097 characters, then it is a 400; 4096 is accepted', async () => {
    const { comment } = await staffTicket();
    const tooLong = await post(portal, token('staff1'), '/editComment', {
      commentId: comment._id,
      message: 'x'.repeat(LIMITS.commentLength + 1),
    });
    expect(tooLong.status).toBe(400);
    const longest = await post(portal, token('staff1'), '/editComment', {
      commentId: comment._id,
      message: 'x'.repeat(LIMITS.commentLength),
    });
    expect(longest.status).toBe(200);
  });

  test('when a player names a staff-only comment or one on a ticket not theirs, then it is a 404', async () => {
    const ticketId = await ticketIdByTitle(database.db, 'No puedo entrar en mi cuenta');
    const staffNote = (await threadOf(portal, token('staff1'), ticketId)).find(
      (entry) => entry.staffOnly,
    );
    expect(staffNote).toBeDefined();
    const hidden = await post(portal, token('player1'), '/deleteComment', {
      commentId: staffNote?._id,
    });
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe('comment.notFound');
    const foreign = await post(portal, token('player2'), '/editComment', {
      commentId: staffNote?._id,
      message: 'x',
    });
    expect(foreign.status).toBe(404);
  });
});

describe('POST /api/deleteComment', () => {
  test('when an admin with less power than the author deletes, then it is refused', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Borrar' });
    expect((await post(portal, token('staff1'), '/takeTicket', { ticketId })).status).toBe(200);
    const bySuperAdmin = await postComment(portal, token('admin1'), ticketId, 'nota');
    const refused = await post(portal, token('staff1'), '/deleteComment', {
      commentId: bySuperAdmin._id,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('comment.deleteNotAllowed');
  });

  test('when an admin with at least the author’s power deletes, then the comment and its count go', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Borrar bien' });
    const byPlayer = await postComment(portal, token('player1'), ticketId, 'me equivoqué');
    const before = await get(portal, token('player1'), `/getTicket/${ticketId}`);
    const response = await post(portal, token('staff1'), '/deleteComment', {
      commentId: byPlayer._id,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    const thread = await threadOf(portal, token('player1'), ticketId);
    expect(thread.map((entry) => entry._id)).not.toContain(byPlayer._id);
    const after = await get(portal, token('player1'), `/getTicket/${ticketId}`);
    expect(after.body.commentsCount).toBe(before.body.commentsCount - 1);
    const again = await post(portal, token('staff1'), '/deleteComment', {
      commentId: byPlayer._id,
    });
    expect(again.status).toBe(404);
  });

  test('when a player deletes any comment, then it is refused', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'No borrar' });
    const own = await postComment(portal, token('player1'), ticketId, 'mío');
    const response = await post(portal, token('player1'), '/deleteComment', {
      commentId: own._id,
    });
    expect(response.status).toBe(403);
  });
});

describe('GET /api/staffComments/:ticketId', () => {
  test('when staff allowed on the ticket ask, then they get only the staff notes', async () => {
    const ticketId = await ticketIdByTitle(database.db, 'No puedo entrar en mi cuenta');
    const response = await get(portal, token('staff1'), `/staffComments/${ticketId}`);
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(0);
    for (const entry of response.body) expect(entry.staffOnly).toBe(true);
  });

  test('when the creator asks, then it is a 403; a player who cannot see the ticket gets a 404', async () => {
    const ticketId = await ticketIdByTitle(database.db, 'No puedo entrar en mi cuenta');
    expect((await get(portal, token('player1'), `/staffComments/${ticketId}`)).status).toBe(403);
    expect((await get(portal, token('player2'), `/staffComments/${ticketId}`)).status).toBe(404);
  });
});

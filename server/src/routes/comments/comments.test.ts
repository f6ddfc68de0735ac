import { LIMITS } from '@portal/shared/contract';
import { apiErrorSchema, commentPageSchema } from '@portal/shared/contract/schemas';
import { THEN_COMMIT } from '../../db/last-statement';
import {
  bearer,
  createSupportTicket,
  snapshotCounts,
  ticketIdByTitle,
} from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { post } from '../../testing/state-helpers';
import { watchingEveryStatement } from '../../testing/statement-counter';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'player2', 'player3', 'staff1', 'staff2', 'supervisor1'], (demo) => {
  ({ database, portal, token } = demo);
});

const comment = (as: string, body: object) => post(portal, token(as), '/comment', body);

function thread(as: string, ticketId: number, cursor?: string) {
  return portal.api
    .post(`/api/comments/${ticketId}`)
    .set(...bearer(token(as)))
    .send(cursor ? { cursor } : {});
}

describe('POST /api/comment', () => {
  test('when a comment has 4097 characters, then it is refused clearly and nothing changes', async () => {
    const ticketId = await ticketIdByTitle(database.db, 'No puedo entrar en mi cuenta');
    const before = await snapshotCounts(database.db);
    const response = await comment('player1', {
      ticketId,
      comment: 'x'.repeat(LIMITS.commentLength + 1),
    });
    expect(response.status).toBe(400);
    expect(apiErrorSchema.parse(response.body).error).toBe(
      'The comment has at most 4096 characters.',
    );
    expect(await snapshotCounts(database.db)).toEqual(before);
    expect(
      (await comment('player1', { ticketId, comment: 'y'.repeat(LIMITS.commentLength) })).status,
    ).toBe(200);
  });

  test('when a player comments on another player’s ticket, then it is a 404 and nothing changes', async () => {
    const ticketId = await ticketIdByTitle(database.db, 'Pago duplicado');
    const before = await snapshotCounts(database.db);
    const response = await comment('player1', { ticketId, comment: 'Hola' });
    expect(response.status).toBe(404);
    expect(response.body.error).toBe('That ticket does not exist.');
    expect(await snapshotCounts(database.db)).toEqual(before);
  });

  test('when a player asks for a staff-only comment, then it is refused and nothing changes', async () => {
    const ticketId = await ticketIdByTitle(database.db, 'No puedo entrar en mi cuenta');
    const before = await snapshotCounts(database.db);
    const response = await comment('player1', { ticketId, comment: 'secreto', staffOnly: true });
    expect(response.status).toBe(403);
    expect(response.body.error).toMatch(/cannot post staff-only notes/);
    expect(await snapshotCounts(database.db)).toEqual(before);
  });

  test('when staff answer an unassigned ticket, then they take it first and the counts move together', async () => {
    const ticketId = await createSupportTicket(portal, token('player2'), { title: 'Sin asignar' });
    expect((await comment('player2', { ticketId, comment: 'Ayuda por favor' })).status).toBe(200);
    const response = await comment('staff1', { ticketId, comment: 'Lo miro ahora' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ message: 'Lo miro ahora', action: '', staffOnly: false });
    const page = commentPageSchema.parse((await thread('player2', ticketId)).body);
    expect(page.data.map((entry) => entry.action)).toEqual(['', 'take', '']);
    expect(page.data[1]?.createdBy).toEqual({ visualId: expect.any(String), isStaff: true });
    const row = await database.db
      .selectFrom('tickets')
      .select(['comments_count', 'is_assigned', 'last_comment_at'])
      .where('id', '=', ticketId)
      .executeTakeFirstOrThrow();
    expect(row.comments_count).toBe(3);
    expect(row.is_assigned).toBe(true);
    expect(row.last_comment_at.getTime()).toBe(page.data[2]?.timestamp);
  });
});

describe("a comment's transaction", () => {
  /** The writes of comments one call sent (the server refuses a statement after the last one). */
  async function statementsOf(as: string, ticketId: number, text: string) {
    const watched = watchingEveryStatement();
    try {
      expect((await comment(as, { ticketId, comment: text })).status).toBe(200);
    } finally {
      watched.stop();
    }
    return watched.sent.filter((statement) => statement.includes('insert into "comments"'));
  }

  test('when a comment is written, then its write is its transaction’s last statement and commits with it (COMMIT leaves in the same write)', async () => {
    const ticketId = await createSupportTicket(portal, token('player3'), { title: 'Al commit' });
    const writes = await statementsOf('player3', ticketId, 'una línea');
    expect(writes).toHaveLength(1);
    expect(writes[0]?.startsWith(THEN_COMMIT)).toBe(true);
  });

  test('when staff take the ticket by answering it, then the take’s event is written after the comments and the comments’ write does not commit', async () => {
    const ticketId = await createSupportTicket(portal, token('player2'), {
      title: 'Tomar al responder',
    });
    const writes = await statementsOf('staff1', ticketId, 'Lo miro');
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.some((statement) => statement.startsWith(THEN_COMMIT))).toBe(false);
    const thread = commentPageSchema.parse(
      (await post(portal, token('player2'), `/comments/${ticketId}`, {})).body,
    );
    expect(thread.data.map((entry) => entry.action)).toEqual(['take', '']);
  });
});

describe('POST /api/comments/:ticketId', () => {
  test('when a player reads the thread, then staff-only comments are never in it', async () => {
    const ticketId = await ticketIdByTitle(database.db, 'Aimbot en la arena');
    for (const viewer of ['player1', 'player2', 'player3']) {
      const response = await thread(viewer, ticketId);
      expect(response.status).toBe(200);
      expect(JSON.stringify(response.body)).not.toMatch(/Historial limpio|"staffOnly":true|Elena/);
    }
    const staff = await thread('staff2', ticketId);
    expect(staff.body.data.some((entry: { staffOnly: boolean }) => entry.staffOnly)).toBe(true);
    expect((await thread('staff1', ticketId)).status).toBe(404);
  });

  test('when the thread is read with its cursor, then only newer comments come back', async () => {
    const ticketId = await createSupportTicket(portal, token('player3'), {
      title: 'Cursor del hilo',
    });
    const first = await comment('player3', { ticketId, comment: 'uno' });
    const page = commentPageSchema.parse((await thread('player3', ticketId)).body);
    expect(page.data.map((entry) => entry._id)).toEqual([first.body._id]);
    await comment('player3', { ticketId, comment: 'dos' });
    const next = commentPageSchema.parse(
      (await thread('player3', ticketId, page.cursor ?? '')).body,
    );
    expect(next.data.map((entry) => entry.message)).toEqual(['dos']);
    expect(next.hasMore).toBe(false);
  });
});

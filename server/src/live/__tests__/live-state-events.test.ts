import {
  type CommentDeletedEvent,
  type CommentEvent,
  LIVE_EVENTS,
  type TicketEvent,
  unreadCount,
} from '@portal/shared/contract';
import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { settle } from '../../testing/socket-helpers';
import { accountIdOf, createReport, get, post, postComment } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal, TestSocket } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;

const USERS = ['player1', 'player2', 'player3', 'staff1', 'staff2', 'supervisor1', 'admin1'];

useDemoPortal(USERS, (demo) => {
  ({ database, portal, token } = demo);
});

interface Received {
  edited: CommentEvent[];
  deleted: CommentDeletedEvent[];
  changed: TicketEvent[];
  created: CommentEvent[];
}

function listen(socket: TestSocket): Received {
  const received: Received = { edited: [], deleted: [], changed: [], created: [] };
  socket.on(LIVE_EVENTS.commentEdited, (event) => received.edited.push(event));
  socket.on(LIVE_EVENTS.commentDeleted, (event) => received.deleted.push(event));
  socket.on(LIVE_EVENTS.ticketChanged, (event) => received.changed.push(event));
  socket.on(LIVE_EVENTS.commentCreated, (event) => received.created.push(event));
  return received;
}

/** Sockets of every demo user, connected once earlier events have gone out. */
async function connectAll(): Promise<Record<string, Received>> {
  await portal.server.live.flushed();
  const entries = await Promise.all(
    USERS.map(async (name) => [name, listen(await portal.connect(token(name)))] as const),
  );
  return Object.fromEntries(entries);
}

async function delivered() {
  await portal.server.live.flushed();
  await settle();
}

describe('live state events', () => {
  test('when a comment is edited, then allowed sockets get the new text with their redaction', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Vivo editar' });
    const comment = await postComment(portal, token('staff1'), ticketId, 'antes');
    const sockets = await connectAll();
    await post(portal, token('staff1'), '/editComment', {
      commentId: comment._id,
      message: 'después',
    });
    await delivered();
    expect(sockets.player1?.edited.map((event) => event.comment.message)).toEqual(['después']);
    expect(sockets.player1?.edited[0]?.comment.createdBy).toEqual({
      visualId: expect.any(String),
      isStaff: true,
    });
    expect(sockets.staff1?.edited[0]?.comment.createdBy.name).toBe('Carlos Pérez');
    expect(sockets.player2?.edited).toEqual([]);
    expect(sockets.staff2?.edited).toEqual([]);
  });

  test('when a staff-only note is edited or deleted, then no player socket hears of it', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Vivo nota' });
    await post(portal, token('staff1'), '/takeTicket', { ticketId });
    const note = await postComment(portal, token('staff1'), ticketId, 'interna', true);
    const sockets = await connectAll();
    await post(portal, token('staff1'), '/editComment', {
      commentId: note._id,
      message: 'interna 2',
    });
    await post(portal, token('staff1'), '/deleteComment', { commentId: note._id });
    await delivered();
    for (const name of ['player1', 'player2', 'player3']) {
      expect(sockets[name]?.edited).toEqual([]);
      expect(sockets[name]?.deleted).toEqual([]);
      expect(sockets[name]?.changed).toEqual([]);
    }
    expect(sockets.staff1?.deleted).toEqual([{ ticketId, commentId: note._id }]);
    expect(sockets.admin1?.edited.map((event) => event.comment.message)).toEqual(['interna 2']);
  });

  test('when a public comment is deleted, then the ticket’s people get the deletion and a change', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Vivo borrar' });
    const own = await postComment(portal, token('player1'), ticketId, 'borrable');
    const sockets = await connectAll();
    await post(portal, token('staff1'), '/deleteComment', { commentId: own._id });
    await delivered();
    expect(sockets.player1?.deleted).toEqual([{ ticketId, commentId: own._id }]);
    expect(sockets.player1?.changed).toContainEqual({ ticketId });
    expect(sockets.player2?.deleted).toEqual([]);
  });

  test('when staff take and assign, then viewers before and after are told, and the thread event is redacted per viewer', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Vivo asignar' });
    const sockets = await connectAll();
    await post(portal, token('staff1'), '/takeTicket', { ticketId });
    await post(portal, token('staff1'), '/assignUser', {
      ticketId,
      userId: await accountIdOf(database.db, 'supervisor1'),
    });
    await delivered();
    for (const name of ['player1', 'staff1', 'supervisor1', 'admin1']) {
      expect(sockets[name]?.changed).toContainEqual({ ticketId });
    }
    expect(sockets.player2?.changed).toEqual([]);
    expect(sockets.staff2?.changed).toEqual([]);
    const toPlayer = sockets.player1?.created.find((event) => event.comment.action === 'assign');
    expect(toPlayer?.comment.assignee).toEqual({ visualId: expect.any(String), isStaff: true });
    const toAdmin = sockets.admin1?.created.find((event) => event.comment.action === 'assign');
    expect(toAdmin?.comment.assignee?.name).toBe('Javier Romero');
    expect(JSON.stringify(sockets.player1)).not.toMatch(/Javier|Carlos/);
  });

  test('when staff hand an unassigned ticket to a colleague and lose sight of it, then they are told of the change', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Vivo ceder' });
    const sockets = await connectAll();
    await post(portal, token('staff1'), '/assignUser', {
      ticketId,
      userId: await accountIdOf(database.db, 'supervisor1'),
    });
    await delivered();
    expect((await get(portal, token('staff1'), `/getTicket/${ticketId}`)).status).toBe(404);
    // Told, so the open modal reads the ticket again and closes on the 404.
    expect(sockets.staff1?.changed).toContainEqual({ ticketId });
    expect(sockets.supervisor1?.changed).toContainEqual({ ticketId });
    expect(sockets.staff2?.changed).toEqual([]);
  });

  test('when a report is closed and reopened, then the reporter, accused and partner hear each change', async () => {
    const ticketId = await createReport(portal, token('player1'), { title: 'Vivo cerrar' });
    await post(portal, token('staff2'), '/takeTicket', { ticketId });
    const sockets = await connectAll();
    await post(portal, token('staff2'), '/closeTicket', { ticketId, resolveType: 'invalid' });
    await post(portal, token('staff2'), '/reopenTicket', { ticketId });
    await delivered();
    for (const name of ['player1', 'player2', 'player3', 'staff2']) {
      expect(sockets[name]?.changed.filter((event) => event.ticketId === ticketId)).toHaveLength(2);
    }
    expect(sockets.staff1?.changed).toEqual([]);
  });

  test('when a socket sends a malformed mark-as-read, then nothing is stored', async () => {
    const ticketId = await createSupportTicket(portal, token('player2'), { title: 'Leer mal' });
    const socket = await portal.connect(token('player2'));
    const playerId = await accountIdOf(database.db, 'player2');
    await database.db.deleteFrom('ticket_reads').where('account_id', '=', playerId).execute();
    const send = socket.emit.bind(socket) as (event: string, payload: unknown) => void;
    send(LIVE_EVENTS.markTicketAsRead, { ticketId: String(ticketId) });
    send(LIVE_EVENTS.markTicketAsRead, { ticketId, extra: true });
    send(LIVE_EVENTS.markTicketAsRead, null);
    await settle(500);
    const reads = await database.db
      .selectFrom('ticket_reads')
      .select('ticket_id')
      .where('account_id', '=', playerId)
      .execute();
    expect(reads).toEqual([]);
  });

  test('when staff answer after the player read, then what staff added (take + answer) is unread; own comments never count', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'No leídos' });
    await postComment(portal, token('player1'), ticketId, 'mi pregunta');
    await postComment(portal, token('staff1'), ticketId, 'la respuesta');
    const me = (await get(portal, token('player1'), '/me')).body as { visualId: string };
    const ticket = (await get(portal, token('player1'), `/getTicket/${ticketId}`)).body as {
      commentsCount: number;
      lastReads: Record<string, number>;
    };
    expect(unreadCount(ticket, me.visualId)).toBe(2);
    expect(Object.keys(ticket.lastReads)).toEqual([me.visualId]);
    const socket = await portal.connect(token('player1'));
    socket.emit(LIVE_EVENTS.markTicketAsRead, { ticketId });
    await settle(500);
    const after = (await get(portal, token('player1'), `/getTicket/${ticketId}`)).body;
    expect(unreadCount(after, me.visualId)).toBe(0);
  });
});

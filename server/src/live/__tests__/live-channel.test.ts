import { LIVE_EVENTS } from '@portal/shared/contract';
import { io as connectSocket } from 'socket.io-client';
import { bearer, createSupportTicket, ticketIdByTitle } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { nextComment, recordEvents, settle } from '../../testing/socket-helpers';
import { post } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'player2', 'player3', 'staff1', 'staff2', 'admin1'], (demo) => {
  ({ database, portal, token } = demo);
});

const comment = (as: string, body: object) => post(portal, token(as), '/comment', body);

describe('live channel', () => {
  test('when the handshake has no valid token, then the socket is refused', async () => {
    const socket = connectSocket(portal.baseUrl, {
      auth: { token: 'forged' },
      transports: ['websocket'],
      reconnection: false,
    });
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(error.message).toBe('Please log in to continue.');
    socket.disconnect();
  });

  test('when a comment is posted, then allowed sockets get it and others do not', async () => {
    const ticketId = await ticketIdByTitle(database.db, 'No puedo entrar en mi cuenta');
    const creator = await portal.connect(token('player1'));
    const staff = await portal.connect(token('staff1'));
    const outsider = recordEvents(await portal.connect(token('player2')));
    const otherStaff = recordEvents(await portal.connect(token('staff2')));
    const toCreator = nextComment(creator);
    const toStaff = nextComment(staff);
    expect((await comment('staff1', { ticketId, comment: 'Ya está arreglado' })).status).toBe(200);
    const seenByCreator = await toCreator;
    const seenByStaff = await toStaff;
    expect(seenByCreator).toMatchObject({ ticketId, comment: { message: 'Ya está arreglado' } });
    expect(seenByCreator.comment.createdBy).toEqual({
      visualId: expect.any(String),
      isStaff: true,
    });
    expect(seenByStaff.comment.createdBy).toMatchObject({ name: 'Carlos Pérez' });
    await settle();
    expect(outsider.comments).toEqual([]);
    expect(otherStaff.comments).toEqual([]);
  });

  test('when a staff-only comment is posted, then only staff allowed on the ticket get it', async () => {
    const ticketId = await ticketIdByTitle(database.db, 'Aimbot en la arena');
    const players = ['player1', 'player2', 'player3'];
    const playerEvents = await Promise.all(
      players.map(async (name) => recordEvents(await portal.connect(token(name)))),
    );
    const admin = await portal.connect(token('admin1'));
    const toAdmin = nextComment(admin);
    const response = await comment('staff2', {
      ticketId,
      comment: 'Nota interna',
      staffOnly: true,
    });
    expect(response.status).toBe(200);
    expect((await toAdmin).comment).toMatchObject({ message: 'Nota interna', staffOnly: true });
    await settle();
    for (const events of playerEvents) expect(events.comments).toEqual([]);
  });

  test('when a ticket is created, then its creator and the group admins are told', async () => {
    const creator = recordEvents(await portal.connect(token('player3')));
    const groupAdmin = recordEvents(await portal.connect(token('staff1')));
    const otherPlayer = recordEvents(await portal.connect(token('player1')));
    const ticketId = await createSupportTicket(portal, token('player3'), {
      title: 'Evento de creación',
    });
    await portal.server.live.flushed();
    await settle();
    const created = { event: LIVE_EVENTS.ticketCreated, payload: { ticketId } };
    expect(creator.changes).toContainEqual(created);
    expect(groupAdmin.changes).toContainEqual(created);
    expect(otherPlayer.changes).not.toContainEqual(created);
  });

  test('when a socket marks a ticket as read, then the read count is stored; invisible ones are ignored', async () => {
    const ticketId = await ticketIdByTitle(database.db, 'No puedo entrar en mi cuenta');
    const hidden = await ticketIdByTitle(database.db, 'Pago duplicado');
    const socket = await portal.connect(token('player1'));
    socket.emit(LIVE_EVENTS.markTicketAsRead, { ticketId });
    socket.emit(LIVE_EVENTS.markTicketAsRead, { ticketId: hidden });
    await settle(500);
    const reads = await database.db
      .selectFrom('ticket_reads')
      .innerJoin('tickets', 'tickets.id', 'ticket_reads.ticket_id')
      .select(['ticket_reads.ticket_id', 'ticket_reads.read_count', 'tickets.comments_count'])
      .where('ticket_reads.account_id', '=', await accountId('player1'))
      // The demo seed marks player1 as reader of their own comments elsewhere.
      .where('ticket_reads.ticket_id', 'in', [ticketId, hidden])
      .execute();
    expect(reads).toEqual([
      {
        ticket_id: ticketId,
        read_count: reads[0]?.comments_count,
        comments_count: expect.any(Number),
      },
    ]);
    const ticket = await portal.api
      .get(`/api/getTicket/${ticketId}`)
      .set(...bearer(token('player1')));
    expect(Object.values(ticket.body.lastReads)).toEqual([reads[0]?.read_count]);
  });
});

async function accountId(username: string): Promise<number> {
  const row = await database.db
    .selectFrom('accounts')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}

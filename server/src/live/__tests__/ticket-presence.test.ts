import { LIVE_EVENTS } from '@portal/shared/contract';
import { ticketIdByTitle } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { namesOf, settle, watchPresence } from '../../testing/socket-helpers';
import { createReport, post } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal, TestSocket } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'player2', 'staff1', 'staff2', 'supervisor1', 'admin1'], (demo) => {
  ({ database, portal, token } = demo);
});

/** A socket of `username` and every event it receives (to show that presence never came). */
async function connect(username: string) {
  const socket = await portal.connect(token(username));
  const events: string[] = [];
  socket.onAny((event: string, ...args: unknown[]) => events.push(JSON.stringify([event, args])));
  return { socket, events, presence: watchPresence(socket) };
}

const open = (socket: TestSocket, ticketId: number) =>
  socket.emit(LIVE_EVENTS.ticketOpen, { ticketId });

const nobodyElse = { viewers: [], typing: [] };

describe('presence on a ticket', () => {
  let sockets: TestSocket[] = [];
  const connectAs = async (username: string) => {
    const connected = await connect(username);
    sockets.push(connected.socket);
    return connected;
  };
  afterEach(() => {
    for (const socket of sockets) socket.disconnect();
    sockets = [];
  });

  test('when two staff who may see a ticket open it, then each is told the other is there, and players and other staff are told nothing', async () => {
    const ticketId = await ticketIdByTitle(database.db, 'No puedo entrar en mi cuenta');
    const creator = await connectAs('player1');
    const otherStaff = await connectAs('staff2');
    const assignee = await connectAs('staff1');
    const admin = await connectAs('admin1');
    open(creator.socket, ticketId);
    open(otherStaff.socket, ticketId);
    open(assignee.socket, ticketId);
    open(admin.socket, ticketId);

    const toAdmin = await admin.presence.until(ticketId, (event) => event.viewers.length > 0);
    expect(toAdmin).toEqual({
      ticketId,
      viewers: [{ name: 'Carlos Pérez', visualId: expect.any(String) }],
      typing: [],
    });
    await assignee.presence.until(
      ticketId,
      (event) => namesOf(event.viewers).join() === 'Admin Principal',
    );
    await settle();
    expect(creator.events.filter((event) => event.includes(LIVE_EVENTS.ticketPresence))).toEqual(
      [],
    );
    expect(otherStaff.presence.received).toEqual([]);
    for (const watched of [admin, assignee]) {
      expect(JSON.stringify(watched.presence.received)).not.toMatch(/Lucía|Elena/);
    }
  });

  test('when a viewer types, then the others see it typing until it stops for a few seconds', async () => {
    const ticketId = await ticketIdByTitle(database.db, 'No puedo entrar en mi cuenta');
    const assignee = await connectAs('staff1');
    const admin = await connectAs('admin1');
    open(assignee.socket, ticketId);
    open(admin.socket, ticketId);
    await admin.presence.until(ticketId, (event) => event.viewers.length === 1);

    assignee.socket.emit(LIVE_EVENTS.ticketTyping, { ticketId });
    const typing = await admin.presence.until(ticketId, (event) => event.typing.length === 1);
    expect(namesOf(typing.typing)).toEqual(['Carlos Pérez']);
    expect(namesOf(typing.viewers)).toEqual(['Carlos Pérez']);
    // Nobody is ever told about themselves.
    expect(JSON.stringify(assignee.presence.received)).not.toMatch(/Carlos/);

    const stopped = await admin.presence.until(ticketId, (event) => event.typing.length === 0);
    expect(namesOf(stopped.viewers)).toEqual(['Carlos Pérez']);
  });

  test('when a viewer closes the modal or its tab, then the others no longer see it', async () => {
    // Unassigned in a group both staff1 and supervisor1 administer.
    const ticketId = await ticketIdByTitle(database.db, 'Atascado bajo el mapa');
    const groupAdmin = await connectAs('staff1');
    const admin = await connectAs('admin1');
    const supervisor = await connectAs('supervisor1');
    for (const { socket } of [groupAdmin, admin, supervisor]) open(socket, ticketId);
    await admin.presence.until(
      ticketId,
      (event) => namesOf(event.viewers).join() === 'Carlos Pérez,Javier Romero',
    );

    supervisor.socket.emit(LIVE_EVENTS.ticketClose, { ticketId });
    await admin.presence.until(
      ticketId,
      (event) => namesOf(event.viewers).join() === 'Carlos Pérez',
    );
    groupAdmin.socket.emit(LIVE_EVENTS.ticketTyping, { ticketId });
    await admin.presence.until(ticketId, (event) => event.typing.length === 1);

    // The tab closes while typing: its socket disconnects.
    groupAdmin.socket.disconnect();
    expect(await admin.presence.until(ticketId, (event) => event.viewers.length === 0)).toEqual({
      ticketId,
      ...nobodyElse,
    });
  });

  test('when staff named in a report open it, then they are a player there: told nothing, never named', async () => {
    const reportId = await createReport(portal, token('player1'), {
      reportAccused: 'staff2',
      reportPartners: ['player2'],
    });
    expect(
      (await post(portal, token('supervisor1'), '/takeTicket', { ticketId: reportId })).status,
    ).toBe(200);
    const accused = await connectAs('staff2');
    const supervisor = await connectAs('supervisor1');
    const admin = await connectAs('admin1');
    open(accused.socket, reportId);
    accused.socket.emit(LIVE_EVENTS.ticketTyping, { ticketId: reportId });
    open(supervisor.socket, reportId);
    open(admin.socket, reportId);

    await admin.presence.until(
      reportId,
      (event) => namesOf(event.viewers).join() === 'Javier Romero',
    );
    await supervisor.presence.until(
      reportId,
      (event) => namesOf(event.viewers).join() === 'Admin Principal',
    );
    await settle();
    expect(accused.presence.received).toEqual([]);
    for (const watched of [admin, supervisor]) {
      expect(JSON.stringify(watched.presence.received)).not.toMatch(/Elena/);
    }
  });

  test('when a viewer loses the ticket (handed to someone else), then it is dropped at the next change and told no more', async () => {
    const ticketId = await ticketIdByTitle(database.db, 'Pago duplicado');
    const groupAdmin = await connectAs('staff1');
    const supervisor = await connectAs('supervisor1');
    open(groupAdmin.socket, ticketId);
    open(supervisor.socket, ticketId);
    await groupAdmin.presence.until(
      ticketId,
      (event) => namesOf(event.viewers).join() === 'Javier Romero',
    );

    expect((await post(portal, token('admin1'), '/takeTicket', { ticketId })).status).toBe(200);
    const admin = await connectAs('admin1');
    open(admin.socket, ticketId);
    expect(await admin.presence.until(ticketId, () => true)).toEqual({ ticketId, ...nobodyElse });
    await settle();
    for (const watched of [groupAdmin, supervisor]) {
      expect(JSON.stringify(watched.presence.received)).not.toMatch(/Admin Principal/);
    }
  });

  test('when presence signals are malformed or name tickets out of sight, then they are ignored and the socket stays', async () => {
    const ticketId = await ticketIdByTitle(database.db, 'No puedo entrar en mi cuenta');
    const hidden = await ticketIdByTitle(database.db, 'Aimbot en la arena');
    const prober = await connectAs('staff1');
    const admin = await connectAs('admin1');
    open(admin.socket, hidden);
    await admin.presence.until(hidden, () => true);
    const bad: unknown[] = [
      undefined,
      null,
      'x',
      [],
      {},
      { ticketId: 'abc' },
      { ticketId: -1 },
      { ticketId: 1.5 },
      { ticketId: 2 ** 31 },
      { ticketId, extra: true },
      { ticketId: hidden },
    ];
    for (const event of [
      LIVE_EVENTS.ticketOpen,
      LIVE_EVENTS.ticketTyping,
      LIVE_EVENTS.ticketClose,
    ]) {
      for (const payload of bad) prober.socket.emit(event, payload as never);
    }

    open(prober.socket, ticketId);
    open(admin.socket, ticketId);
    await admin.presence.until(ticketId, (event) => event.viewers.length === 1);
    await settle();
    expect(prober.socket.connected).toBe(true);
    expect(prober.presence.received.every((event) => event.ticketId === ticketId)).toBe(true);
    const aboutHidden = admin.presence.received.filter((event) => event.ticketId === hidden);
    expect(aboutHidden.every((event) => event.viewers.length === 0)).toBe(true);
  });
});

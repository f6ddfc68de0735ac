import type { PublicAccount, Ticket } from '@portal/shared/contract';
import { useDemoPortal } from '../../testing/demo-portal';
import { settle } from '../../testing/socket-helpers';
import { createReport, get, post } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'player2', 'staff1', 'admin1'], (demo) => {
  ({ database, portal, token } = demo);
});

const reportBody = (reportAccused: string, reportPartners: string[] = []) => ({
  type: 1,
  group: 'reports',
  category: 'cheating',
  title: 'Nombres escritos',
  inputFields: {},
  reportAccused,
  reportPartners,
  brokenRules: ['aimbot'],
  secondaryRules: [],
  inFraganti: true,
  attachments: ['https://example.com/captura.png'],
});

const visualIdOf = async (username: string) =>
  (await get(portal, token(username), '/me')).body.visualId as string;

async function ticketAs(username: string, ticketId: number): Promise<Ticket> {
  const response = await get(portal, token(username), `/getTicket/${ticketId}`);
  expect(response.status).toBe(200);
  return response.body as Ticket;
}

async function listRowAs(username: string, ticketId: number): Promise<Ticket | undefined> {
  const response = await post(portal, token(username), '/reports', {
    searchFilter: String(ticketId),
  });
  expect(response.status).toBe(200);
  return (response.body.data as Ticket[]).find((ticket) => ticket._id === ticketId);
}

/** Everything the reporter is told about a new report: the answer, the ticket, its row, events. */
async function reportAsPlayer1(accused: string, partners: string[] = []) {
  const socket = await portal.connect(token('player1'));
  const events: unknown[] = [];
  socket.onAny((event: string, ...args: unknown[]) => events.push([event, ...args]));
  const created = await post(portal, token('player1'), '/ticket', reportBody(accused, partners));
  expect(created.status).toBe(200);
  const { ticketId } = created.body as { ticketId: number };
  const ticket = await ticketAs('player1', ticketId);
  const row = await listRowAs('player1', ticketId);
  await portal.server.live.flushed();
  await settle();
  socket.disconnect();
  return { ticketId, answer: created.body, ticket, row, events };
}

const named = (ticket: Ticket | undefined) => ({
  accused: ticket?.reportAccused,
  partners: ticket?.reportPartners,
});

describe('what a player reads back of the names typed in a report', () => {
  test.each([
    ['a username', 'staff1'],
    ['a real name', 'Carlos Pérez'],
    ['a real name in capitals', 'CARLOS PÉREZ'],
    ['a name of no account', 'Nadie Conocido'],
  ])(
    'when the reporter types %s (%s), then every answer gives back only the text typed, never the account',
    async (_what, typed) => {
      const staffId = await visualIdOf('staff1');
      const read = await reportAsPlayer1(typed, ['player2']);

      expect(read.answer).toEqual({ ticketId: read.ticketId });
      expect(read.ticket.reportAccused).toEqual({
        name: typed,
        visualId: expect.any(String),
        isStaff: false,
      });
      expect(read.ticket.reportPartners).toEqual([
        { name: 'player2', visualId: expect.any(String), isStaff: false },
      ]);
      expect(named(read.row)).toEqual(named(read.ticket));
      expect(read.events.length).toBeGreaterThan(0);
      const everything = JSON.stringify([read.answer, read.ticket, read.row, read.events]);
      expect(everything).not.toContain(staffId);
      expect(everything).not.toContain(await visualIdOf('player2'));
    },
  );

  test('when the same texts are typed before and after they name accounts, then the reporter reads back exactly the same', async () => {
    const unmatched = await reportAsPlayer1('Nuevo Nombre', ['Otro Nuevo']);
    await database.db
      .updateTable('accounts')
      .set({ name: 'Nuevo Nombre' })
      .where('username', '=', 'player3')
      .execute();
    await database.db
      .updateTable('accounts')
      .set({ name: 'Otro Nuevo' })
      .where('username', '=', 'supervisor1')
      .execute();
    const matched = await reportAsPlayer1('Nuevo Nombre', ['Otro Nuevo']);
    const links = await database.db
      .selectFrom('tickets')
      .select('report_accused_id')
      .where('id', 'in', [unmatched.ticketId, matched.ticketId])
      .orderBy('id')
      .execute();
    expect(links.map((link) => link.report_accused_id !== null)).toEqual([false, true]);

    expect(named(matched.ticket)).toEqual(named(unmatched.ticket));
    expect(named(matched.row)).toEqual(named(unmatched.row));
  });

  test('when another player of the report reads it, then the others are the texts typed and only they themselves are their account', async () => {
    const ticketId = await createReport(portal, token('player1'), {
      reportAccused: 'Carlos Pérez',
      reportPartners: ['player2'],
    });
    const reporterView = await ticketAs('player1', ticketId);
    const partnerView = await ticketAs('player2', ticketId);
    const accusedView = await ticketAs('staff1', ticketId);
    const adminView = await ticketAs('admin1', ticketId);
    const staffId = await visualIdOf('staff1');
    const partnerId = await visualIdOf('player2');
    const typedAccused = reporterView.reportAccused?.visualId;

    expect(partnerView.reportAccused).toEqual({ visualId: typedAccused, isStaff: false });
    expect(partnerView.reportPartners?.map((person) => person.visualId)).toEqual([partnerId]);
    expect(partnerView.reportAccused?.visualId).not.toBe(staffId);
    expect(accusedView.reportAccused?.visualId).toBe(staffId);
    expect(accusedView.reportPartners?.map((person) => person.visualId)).toEqual([
      reporterView.reportPartners?.[0]?.visualId,
    ]);
    // Staff with the ticket's real names still see whom the name links (SPEC §6).
    expect(adminView.reportAccused).toMatchObject<Partial<PublicAccount>>({
      name: 'Carlos Pérez',
      visualId: staffId,
    });
  });
});

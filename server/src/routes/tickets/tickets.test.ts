import { CLIENT_HEADER, unreadCount } from '@portal/shared/contract';
import {
  apiErrorSchema,
  ticketListResponseSchema,
  ticketSchema,
} from '@portal/shared/contract/schemas';
import {
  bearer,
  createSupportTicket,
  snapshotCounts,
  ticketIdByTitle,
} from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let tokenOf: (name: string) => string;

useDemoPortal(['player1', 'player2', 'player3', 'staff1', 'staff2', 'admin1'], (demo) => {
  ({ database, portal, token: tokenOf } = demo);
});

function post(path: string, token: string, body: unknown, client = 'browser') {
  return portal.api
    .post(path)
    .set(...bearer(token))
    .set(CLIENT_HEADER, client)
    .send(body as object);
}

const accountBody = {
  type: 0,
  group: 'support',
  category: 'account',
  title: 'Olvidé mi correo',
  inputFields: {
    'Correo de la cuenta': 'yo@example.com',
    Descripción: 'No puedo entrar desde ayer',
  },
};

describe('POST /api/ticket', () => {
  test('when a player sends a valid support ticket, then it is stored with the category weight', async () => {
    const response = await post('/api/ticket', tokenOf('player3'), accountBody);
    expect(response.status).toBe(200);
    const row = await database.db
      .selectFrom('tickets')
      .selectAll()
      .where('id', '=', response.body.ticketId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      title: 'Olvidé mi correo',
      category_weight: 3,
      is_web: true,
      status: 0,
    });
  });

  test.each([
    ['an unknown group', { ...accountBody, group: 'nope' }, 422, /That group does not exist/],
    ['a missing title', { ...accountBody, title: undefined }, 400, /title/i],
    ['a blank title', { ...accountBody, title: '   ' }, 400, /The title cannot be empty/],
    ['a 201-character title', { ...accountBody, title: 'x'.repeat(201) }, 400, /at most 200/],
    ['a category of another group', { ...accountBody, category: 'stuck' }, 422, /does not belong/],
    [
      'an info-only category',
      { ...accountBody, category: 'faq', inputFields: {} },
      422,
      /only gives information/,
    ],
    ['a missing required field', { ...accountBody, inputFields: {} }, 422, /is required/],
    [
      'a field over its own limit',
      {
        ...accountBody,
        inputFields: {
          'Correo de la cuenta': 'x'.repeat(121),
          Descripción: 'No puedo entrar desde ayer',
        },
      },
      422,
      /at most 120/,
    ],
    [
      'an unknown field',
      {
        ...accountBody,
        inputFields: {
          Otro: 'x',
          'Correo de la cuenta': 'a',
          Descripción: 'No puedo entrar desde ayer',
        },
      },
      422,
      /“Otro” is not a field of this category/,
    ],
    ['an unknown body field', { ...accountBody, extra: 1 }, 400, /.+/],
    [
      'a report sent to a support group',
      { ...accountBody, type: 1, reportAccused: 'x', inFraganti: true },
      422,
      /does not take this kind of ticket/,
    ],
  ])(
    'when the ticket has %s, then it is refused clearly and nothing is written',
    async (_name, body, status, message) => {
      const before = await snapshotCounts(database.db);
      const response = await post('/api/ticket', tokenOf('player1'), body);
      expect(response.status).toBe(status);
      expect(apiErrorSchema.parse(response.body).error).toMatch(message);
      expect(await snapshotCounts(database.db)).toEqual(before);
    },
  );

  test('when the in-game client asks for a web group, or the web for an in-game group, then it is refused', async () => {
    const before = await snapshotCounts(database.db);
    const fromGame = await post('/api/ticket', tokenOf('player1'), accountBody, 'ingame');
    expect(fromGame.status).toBe(422);
    expect(fromGame.body).toMatchObject({
      code: 'ticket.groupNotOffered',
      details: [{ path: 'group' }],
    });
    const stuck = {
      type: 0,
      group: 'ingame',
      category: 'stuck',
      title: 'Bajo el mapa',
      inputFields: { Ubicación: 'Faro', Descripción: 'No puedo entrar desde ayer' },
    };
    const fromWeb = await post('/api/ticket', tokenOf('player1'), stuck, 'browser');
    expect(fromWeb.status).toBe(422);
    expect(fromWeb.body.code).toBe('ticket.groupNotOffered');
    expect(await snapshotCounts(database.db)).toEqual(before);
    expect((await post('/api/ticket', tokenOf('player1'), stuck, 'ingame')).status).toBe(200);
  });

  test('when a public event is created, then its title is uppercased', async () => {
    const response = await post('/api/ticket', tokenOf('player2'), {
      type: 0,
      group: 'webevents',
      category: 'publicevent',
      title: 'Carrera en el puerto',
      eventCalendar: { timestamp: Date.now() + 86_400_000 },
    });
    expect(response.status).toBe(200);
    const ticket = await portal.api
      .get(`/api/getTicket/${response.body.ticketId}`)
      .set(...bearer(tokenOf('player2')));
    expect(ticket.body.title).toBe('CARRERA EN EL PUERTO');
  });
});

describe('GET /api/getTicket/:id', () => {
  test('when the ticket is not the viewer’s, then it answers exactly like a missing one', async () => {
    const foreign = await ticketIdByTitle(database.db, 'Pago duplicado');
    const hidden = await portal.api
      .get(`/api/getTicket/${foreign}`)
      .set(...bearer(tokenOf('player1')));
    const missing = await portal.api
      .get('/api/getTicket/999999')
      .set(...bearer(tokenOf('player1')));
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual(missing.body);
    expect(
      (await portal.api.get('/api/getTicket/abc').set(...bearer(tokenOf('player1')))).status,
    ).toBe(400);
  });

  test('when a player reads their ticket, then staff are redacted and no account id appears', async () => {
    const id = await ticketIdByTitle(database.db, 'No puedo entrar en mi cuenta');
    const response = await portal.api
      .get(`/api/getTicket/${id}`)
      .set(...bearer(tokenOf('player1')));
    expect(response.status).toBe(200);
    const ticket = ticketSchema.parse(response.body);
    expect(ticket.assignees).toEqual([{ visualId: expect.any(String), isStaff: true }]);
    expect(ticket.createdBy).toEqual({ visualId: expect.any(String), isStaff: false });
    expect(JSON.stringify(response.body)).not.toMatch(/Carlos|Lucía|"_id":\d+,"name"/);
  });

  test('when the demo creator wrote every public comment, then none of them counts as unread', async () => {
    const id = await ticketIdByTitle(database.db, 'Pago duplicado');
    const me = await portal.api.get('/api/me').set(...bearer(tokenOf('player2')));
    const response = await portal.api
      .get(`/api/getTicket/${id}`)
      .set(...bearer(tokenOf('player2')));
    const ticket = ticketSchema.parse(response.body);
    expect(ticket.commentsCount).toBe(1);
    expect(unreadCount(ticket, me.body.visualId)).toBe(0);
  });

  test('when a group admin reads it, then real names are shown', async () => {
    const id = await ticketIdByTitle(database.db, 'No puedo entrar en mi cuenta');
    const response = await portal.api.get(`/api/getTicket/${id}`).set(...bearer(tokenOf('staff1')));
    expect(response.body.createdBy).toMatchObject({ name: 'Lucía Gómez', isStaff: false });
    expect(response.body.assignees[0]).toMatchObject({ name: 'Carlos Pérez', isStaff: true });
  });

  test('when the accused or a partner reads a report, then they may see it', async () => {
    const id = await ticketIdByTitle(database.db, 'Aimbot en la arena');
    const accused = await portal.api.get(`/api/getTicket/${id}`).set(...bearer(tokenOf('player3')));
    const partner = await portal.api.get(`/api/getTicket/${id}`).set(...bearer(tokenOf('player2')));
    expect(accused.status).toBe(200);
    expect(partner.status).toBe(200);
    expect(accused.body.brokenRules[0].key).toBe('aimbot');
    expect(
      (await portal.api.get(`/api/getTicket/${id}`).set(...bearer(tokenOf('staff1')))).status,
    ).toBe(404);
  });
});

describe('POST /api/tickets', () => {
  test('when a player pages through many tickets, then each comes once, oldest comment first', async () => {
    const created: number[] = [];
    for (let index = 0; index < 45; index += 1) {
      created.push(
        await createSupportTicket(portal, tokenOf('player3'), { title: `Paging ${index}` }),
      );
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await post('/api/tickets', tokenOf('player3'), cursor ? { cursor } : {});
      if (response.status !== 200) throw new Error(response.text);
      const page = ticketListResponseSchema.parse(response.body);
      seen.push(...page.data.map((ticket) => ticket._id));
      cursor = page.cursor;
      pages += 1;
      if (pages === 1) expect(page.unassignedCounts).toBeDefined();
      expect(page.hasMore).toBe(cursor !== null);
    } while (cursor && pages < 10);
    const mine = await database.db
      .selectFrom('tickets')
      .select('id')
      .where('created_by', '=', 3)
      .where('type', '=', 0)
      .where('status', '=', 0)
      .execute();
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort((a, b) => a - b)).toEqual(mine.map((row) => row.id).sort((a, b) => a - b));
    expect(seen).toEqual(expect.arrayContaining(created));
  });

  test('when staff list without a sort, then staff priority puts their own ticket before unassigned ones', async () => {
    const response = await post('/api/tickets', tokenOf('staff1'), {});
    const titles = response.body.data.map((ticket: { title: string }) => ticket.title);
    expect(titles[0]).toBe('No puedo entrar en mi cuenta');
    expect(titles).toContain('Pago duplicado');
    expect(titles).not.toContain('Aimbot en la arena');
  });

  test('when players list reports, then they get those they filed, are accused in or are partners in', async () => {
    const titles = async (player: string) => {
      const response = await post('/api/reports', tokenOf(player), { sort: 'newest' });
      expect(response.status).toBe(200);
      return response.body.data.map((report: { title: string }) => report.title).sort();
    };
    const both = ['Aimbot en la arena', 'Destruye la base del clan'];
    expect(await titles('player3')).toEqual(both);
    expect(await titles('player2')).toEqual(both);
    expect(await titles('player1')).toEqual(both);
    expect(await titles('staff1')).toEqual([]);
  });

  test('when staff list reports, then the caught-in-the-act unassigned report comes first', async () => {
    const response = await post('/api/reports', tokenOf('staff2'), { sort: 'staffPriority' });
    expect(response.body.data[0].title).toBe('Destruye la base del clan');
  });

  test('when a player asks for staff filters, then it is refused', async () => {
    const response = await post('/api/tickets', tokenOf('player1'), {
      statusFilter: 'unassigned',
    });
    expect(response.status).toBe(403);
    expect((await post('/api/tickets', tokenOf('player1'), { sort: 'staffPriority' })).status).toBe(
      403,
    );
    expect((await post('/api/tickets', tokenOf('player1'), { cursor: 'garbage' })).status).toBe(
      400,
    );
  });

  test('when searching, then full text matches in Spanish and the ticket id match', async () => {
    const id = await ticketIdByTitle(database.db, 'Pago duplicado');
    const byWord = await post('/api/tickets', tokenOf('admin1'), { searchFilter: 'pagos' });
    expect(byWord.body.data.map((ticket: { _id: number }) => ticket._id)).toContain(id);
    const byId = await post('/api/tickets', tokenOf('admin1'), { searchFilter: String(id) });
    expect(byId.body.data.map((ticket: { _id: number }) => ticket._id)).toContain(id);
  });
});

describe('people named in a report', () => {
  const report = (reportAccused: string, reportPartners: string[]) => ({
    type: 1,
    group: 'reports',
    category: 'cheating',
    title: 'Nombres del juego',
    inputFields: {},
    reportAccused,
    reportPartners,
    brokenRules: ['aimbot'],
    inFraganti: true,
    attachments: ['https://example.com/captura.png'],
  });
  const visualIdOf = async (username: string) =>
    (await portal.api.get('/api/me').set(...bearer(tokenOf(username)))).body.visualId as string;

  test('when the reporter types the in-game name or the hash id, then those accounts see the report', async () => {
    const partnerHash = (await visualIdOf('player2')).toUpperCase();
    const created = await post(
      '/api/ticket',
      tokenOf('player1'),
      report('sofía TORRES', [partnerHash]),
    );
    expect(created.status).toBe(200);
    const { ticketId } = created.body;
    for (const username of ['player3', 'player2']) {
      const seen = await portal.api
        .get(`/api/getTicket/${ticketId}`)
        .set(...bearer(tokenOf(username)));
      expect(seen.status).toBe(200);
    }
    const row = await database.db
      .selectFrom('tickets')
      .select(['report_accused_name', 'report_accused_id'])
      .where('id', '=', ticketId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      report_accused_name: 'sofía TORRES',
      report_accused_id: expect.any(Number),
    });
  });

  test('when a typed name matches no account, then it stays as text and links nobody', async () => {
    const created = await post(
      '/api/ticket',
      tokenOf('player1'),
      report('Nadie Conocido', ['Otro Más']),
    );
    expect(created.status).toBe(200);
    const partners = await database.db
      .selectFrom('report_partners')
      .selectAll()
      .where('ticket_id', '=', created.body.ticketId)
      .execute();
    expect(partners).toEqual([expect.objectContaining({ name: 'Otro Más', account_id: null })]);
  });

  test('when the reporter names staff by name, then the reporter is told nothing about it being staff', async () => {
    const created = await post(
      '/api/ticket',
      tokenOf('player1'),
      report('Carlos Pérez', ['Nadie']),
    );
    const seen = await portal.api
      .get(`/api/getTicket/${created.body.ticketId}`)
      .set(...bearer(tokenOf('player1')));
    expect(seen.body.reportAccused).toEqual({
      visualId: expect.any(String),
      isStaff: false,
      name: 'Carlos Pérez',
    });
  });
});

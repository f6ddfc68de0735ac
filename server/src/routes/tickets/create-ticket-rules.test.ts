import { CLIENT_HEADER, ERROR_CODES, LIMITS } from '@portal/shared/contract';
import { apiErrorSchema } from '@portal/shared/contract/schemas';
import { bearer, snapshotCounts } from '../../testing/api-helpers';
import { useDemoDatabase } from '../../testing/demo-portal';
import { startTestPortal, type TestPortal } from '../../testing/test-portal';

let portal: TestPortal;
let token = '';

// Before useDemoDatabase's: the portal stops before its database closes.
afterAll(() => portal.close());
const database = useDemoDatabase();

beforeAll(async () => {
  portal = await startTestPortal(database.db);
  token = await portal.logIn('player1');
});

function create(body: object, client = 'browser') {
  return portal.api
    .post('/api/ticket')
    .set(...bearer(token))
    .set(CLIENT_HEADER, client)
    .send(body);
}

const url = (length: number) => `https://e.co/${'a'.repeat(length - 'https://e.co/'.length)}`;

const report = () => ({
  type: 1,
  group: 'reports',
  category: 'cheating',
  title: 'Aimbot',
  reportAccused: 'player3',
  reportDate: Date.now() - 3_600_000,
  reportPartners: ['player2'],
  brokenRules: ['aimbot'],
  secondaryRules: ['exploit-abuse'],
  description: 'Le vi disparar a través de las paredes.',
  attachments: ['https://example.com/clip.png'],
});

const support = () => ({
  type: 0,
  group: 'support',
  category: 'payments',
  title: 'Cobro doble',
  inputFields: { 'ID de transacción': 'tx-1', Descripción: 'No puedo entrar desde ayer' },
});

/** Each rule at its limit (accepted) and one past it (refused). */
const boundaries: [string, () => object, () => object][] = [
  [
    'title',
    () => ({ ...support(), title: 'x'.repeat(LIMITS.titleLength) }),
    () => ({ ...support(), title: 'x'.repeat(LIMITS.titleLength + 1) }),
  ],
  [
    'accused',
    () => ({ ...report(), reportAccused: 'a'.repeat(LIMITS.accusedLength) }),
    () => ({ ...report(), reportAccused: 'a'.repeat(LIMITS.accusedLength + 1) }),
  ],
  [
    'partner length',
    () => ({ ...report(), reportPartners: ['p'.repeat(LIMITS.partnerLength)] }),
    () => ({ ...report(), reportPartners: ['p'.repeat(LIMITS.partnerLength + 1)] }),
  ],
  [
    'partner count',
    () => ({ ...report(), reportPartners: Array.from({ length: 8 }, (_v, i) => `p${i}`) }),
    () => ({ ...report(), reportPartners: Array.from({ length: 9 }, (_v, i) => `p${i}`) }),
  ],
  [
    'partner minimum',
    () => ({ ...report(), reportPartners: ['p'] }),
    () => ({ ...report(), reportPartners: [] }),
  ],
  [
    'description',
    () => ({ ...report(), description: 'd'.repeat(LIMITS.descriptionLength) }),
    () => ({ ...report(), description: 'd'.repeat(LIMITS.descriptionLength + 1) }),
  ],
  [
    'attachment count',
    () => ({ ...report(), attachments: Array.from({ length: 8 }, (_v, i) => `https://e.co/${i}`) }),
    () => ({ ...report(), attachments: Array.from({ length: 9 }, (_v, i) => `https://e.co/${i}`) }),
  ],
  [
    'attachment minimum',
    () => ({ ...report(), attachments: ['http://e.co/1'] }),
    () => ({ ...report(), attachments: [] }),
  ],
  [
    'attachment length',
    () => ({ ...report(), attachments: [url(LIMITS.attachmentUrlLength)] }),
    () => ({ ...report(), attachments: [url(LIMITS.attachmentUrlLength + 1)] }),
  ],
  [
    'attachment scheme',
    () => ({ ...report(), attachments: ['http://e.co/a.png'] }),
    () => ({ ...report(), attachments: ['ftp://e.co/a.png'] }),
  ],
  [
    'relative attachment',
    () => ({ ...report(), attachments: ['https://e.co/a.png'] }),
    () => ({ ...report(), attachments: ['/a.png'] }),
  ],
  ['required attachments', () => report(), () => ({ ...report(), attachments: undefined })],
  [
    'report date window',
    () => ({ ...report(), reportDate: Date.now() - LIMITS.reportWindowMs + 60_000 }),
    () => ({ ...report(), reportDate: Date.now() - LIMITS.reportWindowMs - 60_000 }),
  ],
  [
    'report date in the future',
    () => ({ ...report(), reportDate: Date.now() - 1_000 }),
    () => ({ ...report(), reportDate: Date.now() + 60_000 }),
  ],
  [
    'in the act instead of a date',
    () => ({ ...report(), reportDate: undefined, inFraganti: true }),
    () => ({ ...report(), reportDate: undefined, inFraganti: false }),
  ],
  [
    'broken rule of the category',
    () => ({ ...report(), brokenRules: ['aimbot', 'wallhack'] }),
    () => ({ ...report(), brokenRules: ['insults'] }),
  ],
  [
    'secondary rule of the category',
    () => ({ ...report(), secondaryRules: ['exploit-abuse'] }),
    () => ({ ...report(), secondaryRules: ['aimbot'] }),
  ],
  [
    'field maxLength',
    () => ({
      ...support(),
      inputFields: {
        'ID de transacción': 't'.repeat(64),
        Importe: '9'.repeat(20),
        Descripción: 'No puedo entrar desde ayer',
      },
    }),
    () => ({
      ...support(),
      inputFields: {
        'ID de transacción': 't'.repeat(64),
        Importe: '9'.repeat(21),
        Descripción: 'No puedo entrar desde ayer',
      },
    }),
  ],
  [
    'required field',
    () => ({
      ...support(),
      inputFields: { 'ID de transacción': 'x', Descripción: 'No puedo entrar desde ayer' },
    }),
    () => ({
      ...support(),
      inputFields: {
        'ID de transacción': '  ',
        Importe: '5',
        Descripción: 'No puedo entrar desde ayer',
      },
    }),
  ],
  ['accused required', () => report(), () => ({ ...report(), reportAccused: undefined })],
];

describe('creation rules at their boundaries (SPEC §5)', () => {
  test.each(boundaries)(
    'when the %s is at its limit it is stored, one past it is refused',
    async (_name, atLimit, pastLimit) => {
      const accepted = await create(atLimit());
      expect(accepted.status).toBe(200);
      const before = await snapshotCounts(database.db);
      const refused = await create(pastLimit());
      expect([400, 422]).toContain(refused.status);
      expect(apiErrorSchema.parse(refused.body).error.length).toBeGreaterThan(0);
      expect(await snapshotCounts(database.db)).toEqual(before);
    },
  );

  test('when a public event is created, then its title is stored uppercased and needs a date or place', async () => {
    const eventCalendar = {
      start: '2026-12-01T20:00',
      timestamp: Date.now() + 86_400_000,
      location: 'Puerto, muelle 3',
    };
    const event = {
      type: 0,
      group: 'webevents',
      category: 'publicevent',
      title: 'Carrera en el puerto',
      eventCalendar,
    };
    const created = await create(event);
    expect(created.status).toBe(200);
    const ticket = await portal.api
      .get(`/api/getTicket/${created.body.ticketId}`)
      .set(...bearer(token));
    expect(ticket.body.title).toBe('CARRERA EN EL PUERTO');
    expect(ticket.body.eventCalendar).toEqual(eventCalendar);
    expect((await create({ ...event, eventCalendar: undefined })).status).toBe(400);
  });

  test('when a public event has only a place, then only the place comes back', async () => {
    const created = await create({
      type: 0,
      group: 'webevents',
      category: 'publicevent',
      title: 'Concierto',
      eventCalendar: { location: 'Plaza mayor' },
    });
    const ticket = await portal.api
      .get(`/api/getTicket/${created.body.ticketId}`)
      .set(...bearer(token));
    expect(ticket.body.eventCalendar).toEqual({ location: 'Plaza mayor' });
  });

  test('when a support ticket that is no public event carries a date or place, then it is a 400 and nothing is stored', async () => {
    const before = await snapshotCounts(database.db);
    const refused = await create({ ...support(), eventCalendar: { location: 'Plaza mayor' } });
    expect(refused.status).toBe(400);
    expect(apiErrorSchema.parse(refused.body)).toMatchObject({
      code: ERROR_CODES.eventCalendarNotAllowed,
      details: [{ path: 'eventCalendar', message: 'Only a public event takes a date or a place.' }],
    });
    expect(await snapshotCounts(database.db)).toEqual(before);
  });

  test.each([
    [
      'a partner twice, in another case and with spaces',
      ['player2', ' PLAYER2 '],
      'report.duplicatePartner',
    ],
    ['the accused as a partner', ['player2', 'Player3'], 'report.accusedIsPartner'],
  ])(
    'when a report names %s, then it is a 400 beside that partner and nothing is stored',
    async (_what, reportPartners, code) => {
      const before = await snapshotCounts(database.db);
      const refused = await create({ ...report(), reportPartners });
      expect(refused.status).toBe(400);
      expect(apiErrorSchema.parse(refused.body)).toMatchObject({
        code,
        details: [{ path: 'reportPartners.1' }],
      });
      expect(await snapshotCounts(database.db)).toEqual(before);
    },
  );

  test('when an in-game client reports, then only in-game report groups take it', async () => {
    const inGame = {
      ...report(),
      group: 'ingame-reports',
      category: 'griefing',
      brokenRules: ['griefing'],
      secondaryRules: [],
    };
    expect((await create(inGame, 'ingame')).status).toBe(200);
    expect((await create(inGame, 'browser')).status).toBe(422);
    expect((await create(report(), 'ingame')).status).toBe(422);
  });

  test('when the accused and partners name accounts, then they see it by ids and the reporter by the names typed', async () => {
    const created = await create(report());
    const accused = await portal.logIn('player3');
    const response = await portal.api
      .get(`/api/getTicket/${created.body.ticketId}`)
      .set(...bearer(accused));
    expect(response.status).toBe(200);
    expect(response.body.reportAccused.name).toBeUndefined();
    expect(response.body.createdBy.name).toBeUndefined();
    const asReporter = await portal.api
      .get(`/api/getTicket/${created.body.ticketId}`)
      .set(...bearer(token));
    expect(asReporter.body.reportAccused).toMatchObject({ name: 'player3', isStaff: false });
    expect(asReporter.body.reportPartners).toEqual([expect.objectContaining({ name: 'player2' })]);
    expect(asReporter.body.reportAccused._id).toBeUndefined();
  });
});

import { gzipSync } from 'node:zlib';
import { ERROR_CODES, errorTextIn, LIVE_EVENTS } from '@portal/shared/contract';
import { apiErrorSchema } from '@portal/shared/contract/schemas';
import { snapshotCounts } from '../testing/api-helpers';
import { type DemoPortal, useDemoPortal } from '../testing/demo-portal';
import { rawRequest } from '../testing/raw-request';
import { expectRefused as expectRefusedWith } from '../testing/refusals';
import { settle } from '../testing/socket-helpers';
import { accountIdOf, get, post } from '../testing/state-helpers';

let demo: DemoPortal;
useDemoPortal(['player1', 'admin1'], (ready) => {
  demo = ready;
});

/** The first demo ticket: player1's, visible to admin1. */
const TICKET_ID = 1;

const supportTicket = {
  type: 0,
  group: 'support',
  category: 'bug',
  title: 'Hostile',
  inputFields: { Descripción: 'No puedo entrar desde ayer' },
};

/** Sends, then checks the answer is the given 4xx API error and that nothing was written. */
function expectRefused(
  send: () => PromiseLike<{ status: number; body: unknown }>,
  status: number,
  code: string,
) {
  return expectRefusedWith(send, { status, code }, () => snapshotCounts(demo.database.db));
}

describe('text the database cannot store (SPEC §5, probe finding 11)', () => {
  const UNSTORABLE = [
    ['a NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
  ] as const;

  /** A request per kind of free text: login (no session needed), ticket, search, comment, review. */
  const requests: [
    string,
    (text: string) => () => PromiseLike<{ status: number; body: unknown }>,
  ][] = [
    [
      'the login username',
      (text) => () =>
        demo.portal.api.post('/api/auth/login').send({ username: text, password: 'x' }),
    ],
    [
      'the login password',
      (text) => () =>
        demo.portal.api.post('/api/auth/login').send({ username: 'player1', password: text }),
    ],
    [
      'a ticket title',
      (text) => () =>
        post(demo.portal, demo.token('player1'), '/ticket', { ...supportTicket, title: text }),
    ],
    [
      'a report partner',
      (text) => () =>
        post(demo.portal, demo.token('player1'), '/ticket', {
          type: 1,
          group: 'reports',
          category: 'cheating',
          title: 'Hostile report',
          reportAccused: 'player3',
          reportPartners: [text],
          inFraganti: true,
          attachments: ['https://example.com/clip.png'],
        }),
    ],
    [
      'an attachment address',
      (text) => () =>
        post(demo.portal, demo.token('player1'), '/ticket', {
          ...supportTicket,
          attachments: [`https://example.com/${text}.png`],
        }),
    ],
    [
      'the search of a list',
      (text) => () => post(demo.portal, demo.token('player1'), '/tickets', { searchFilter: text }),
    ],
    [
      'a comment',
      (text) => () =>
        post(demo.portal, demo.token('admin1'), '/comment', { ticketId: TICKET_ID, comment: text }),
    ],
  ];

  describe.each(requests)('in %s', (_where, request) => {
    test.each(UNSTORABLE)(
      'when it holds %s, then it is a 400 text.invalidCharacter and nothing is written',
      async (_what, text) => {
        const error = await expectRefused(request(text), 400, ERROR_CODES.invalidText);
        expect(error.error).toMatch(/cannot be stored/);
      },
    );
  });
});

const listCursor = (sort: string, values: number[]) =>
  Buffer.from(JSON.stringify({ sort, values })).toString('base64url');

describe('crafted list cursors (probe finding 11)', () => {
  const cursors: [string, string, number[]][] = [
    ['a time past any date', 'newest', [1e300, 1]],
    ['an id past the database range', 'newest', [0, 1e12]],
    ['a fractional id', 'newest', [0, 1.5]],
    ['a negative time', 'oldest', [-1, 1]],
    ['a time past the year 9999', 'latestComment', [253_402_300_800_000, 1]],
    ['a zero id', 'oldestComment', [0, 0]],
    ['a fractional rank', 'staffPriority', [1.5, 0, 0, 1]],
    ['a category weight past the database range', 'staffPriority', [0, 2 ** 31, 0, 1]],
  ];

  describe.each(['/tickets', '/reports'])('on %s', (path) => {
    test.each(cursors)(
      'when the cursor holds %s, then it is a 400 about the cursor',
      async (_what, sort, values) => {
        const error = await expectRefused(
          () =>
            post(demo.portal, demo.token('admin1'), path, {
              sort,
              cursor: listCursor(sort, values),
            }),
          400,
          ERROR_CODES.listCursorInvalid,
        );
        expect(error.details).toEqual([
          { path: 'cursor', message: errorTextIn('en', ERROR_CODES.listCursorInvalid) },
        ]);
      },
    );
  });
});

describe('crafted comment-thread cursors (probe finding 11)', () => {
  test.each(['9999999999', '2147483648', '0', '0012', '1e3', ' 12'])(
    'when the cursor is "%s", then it is a 400 about the cursor',
    async (cursor) => {
      const error = await expectRefused(
        () => post(demo.portal, demo.token('admin1'), `/comments/${TICKET_ID}`, { cursor }),
        400,
        ERROR_CODES.listCursorInvalid,
      );
      expect(error.details).toEqual([
        { path: 'cursor', message: errorTextIn('en', ERROR_CODES.listCursorInvalid) },
      ]);
    },
  );

  test('when the cursor is the last comment of a page, then the page after it comes back', async () => {
    const first = await post(demo.portal, demo.token('admin1'), `/comments/${TICKET_ID}`, {});
    expect(first.status).toBe(200);
    const next = await post(demo.portal, demo.token('admin1'), `/comments/${TICKET_ID}`, {
      cursor: first.body.cursor,
    });
    expect(next.body).toMatchObject({ data: [], hasMore: false });
  });
});

describe('the last day the contract allows as an end date (31 December 9999)', () => {
  const LAST_DAY = Date.UTC(9999, 11, 31);
  test.each([
    [
      'POST /tickets/paginated',
      () => post(demo.portal, demo.token('admin1'), '/tickets/paginated', { createdTo: LAST_DAY }),
    ],
    [
      'POST /staff/performance',
      () => post(demo.portal, demo.token('admin1'), '/staff/performance', { dateTo: LAST_DAY }),
    ],
    [
      'POST /admin/users/leaderboard',
      () =>
        post(demo.portal, demo.token('admin1'), '/admin/users/leaderboard', { dateTo: LAST_DAY }),
    ],
    [
      'GET /staffResponseTime',
      () => get(demo.portal, demo.token('admin1'), `/staffResponseTime?endDate=${LAST_DAY}`),
    ],
    [
      'GET /staffResponseTime from 1 January 1970',
      () =>
        get(
          demo.portal,
          demo.token('admin1'),
          `/staffResponseTime?startDate=0&endDate=${LAST_DAY}`,
        ),
    ],
  ])('when %s ends on it, then it answers 200', async (_call, send) => {
    expect((await send()).status).toBe(200);
  });
});

describe('request bodies the JSON reader cannot read (probe finding 11)', () => {
  const ticketBody = Buffer.from(JSON.stringify(supportTicket));
  const sendTicket =
    (headers: Record<string, string>, body = ticketBody) =>
    () =>
      rawRequest(demo.portal.baseUrl, {
        method: 'POST',
        path: '/api/ticket',
        headers: { authorization: `Bearer ${demo.token('player1')}`, ...headers },
        body,
      });

  test('when the JSON is declared latin1, then it is a 415 that names the charset', async () => {
    const error = await expectRefused(
      sendTicket({ 'content-type': 'application/json; charset=latin1' }),
      415,
      ERROR_CODES.unsupportedCharset,
    );
    expect(error.error).toMatch(/UTF-8/);
  });

  // Not zstd: body-parser decodes it where Node's zlib has it (22.15 and later).
  test.each(['compress', 'x-unknown'])(
    'when the Content-Encoding is %s, then it is a 415 that names the encodings taken',
    async (encoding) => {
      const error = await expectRefused(
        sendTicket({ 'content-type': 'application/json', 'content-encoding': encoding }),
        415,
        ERROR_CODES.unsupportedEncoding,
      );
      expect(error.error).toMatch(/gzip/);
    },
  );

  test.each(['gzip', 'deflate', 'br'])(
    'when a plain body claims Content-Encoding %s, then it is a 400 unreadable body',
    async (encoding) => {
      await expectRefused(
        sendTicket({ 'content-type': 'application/json', 'content-encoding': encoding }),
        400,
        ERROR_CODES.unreadableBody,
      );
    },
  );

  test('when the body is really gzipped, then it is read as usual', async () => {
    const response = await sendTicket(
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      gzipSync(ticketBody),
    )();
    expect(response.status).toBe(200);
  });
});

describe('addresses with a malformed percent-encoding (probe finding 11)', () => {
  test.each([
    ['GET', '/api/getTicket/%E0%A4%A'],
    ['GET', '/api/getTicket/%'],
    ['POST', '/api/comments/%E0%A4%A'],
    ['GET', '/api/ticketPossibleAssigness/%C0'],
    ['GET', '/remotes/%E0%A4%A/remoteEntry.js'],
  ])('when %s %s, then it is a 400 bad address', async (method, path) => {
    const error = await expectRefused(
      () =>
        rawRequest(demo.portal.baseUrl, {
          method,
          path,
          headers: { authorization: `Bearer ${demo.token('admin1')}` },
        }),
      400,
      ERROR_CODES.badAddress,
    );
    expect(error.error).toMatch(/percent-encoding/);
  });
});

describe('numbers of the live channel and the launch code (probe finding 11)', () => {
  test('when mark-ticket-as-read carries an id out of range or not a whole number, then nothing is stored', async () => {
    const adminId = await accountIdOf(demo.database.db, 'admin1');
    const reads = () =>
      demo.database.db
        .selectFrom('ticket_reads')
        .selectAll()
        .where('account_id', '=', adminId)
        .execute();
    const before = await reads();
    const socket = await demo.portal.connect(demo.token('admin1'));
    for (const ticketId of [2 ** 31, 1e300, 1.5, -1, 0, '0x1', `${TICKET_ID} `]) {
      socket.emit(LIVE_EVENTS.markTicketAsRead, { ticketId } as never);
    }
    await settle();
    expect(await reads()).toEqual(before);
    expect(socket.connected).toBe(true);
  });

  test.each([
    ['a NUL', 'a\u0000b.c.d', ERROR_CODES.invalidText],
    ['5000 characters', `${'x'.repeat(4998)}.y.z`, ERROR_CODES.validation],
  ])(
    'when the launch code holds %s, then it is a 400 before anything is verified',
    async (_what, code, errorCode) => {
      const response = await demo.portal.api.get('/api/tokenFrame').query({ code });
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(response.body).code).toBe(errorCode);
    },
  );
});

import { bearer, createSupportTicket } from '../../testing/api-helpers';
import { useDemoDatabase } from '../../testing/demo-portal';
import { createReport, get, logInAll, post, postComment } from '../../testing/state-helpers';
import { startTestPortal, type TestPortal } from '../../testing/test-portal';

let portal: TestPortal;
let tokenOf: (name: string) => string;
let reportId: number;
let supportId: number;

// Before useDemoDatabase's: the portal stops before its database closes.
afterAll(() => portal.close());
const database = useDemoDatabase();

beforeAll(async () => {
  portal = await startTestPortal(database.db);
  tokenOf = await logInAll(portal, ['player1', 'player3', 'staff2']);
  reportId = await createReport(portal, tokenOf('player1'));
  supportId = await createSupportTicket(portal, tokenOf('player1'), { title: 'Mi exportación' });
  await postComment(portal, tokenOf('staff2'), reportId, 'Nota interna sobre el acusado', true);
  await postComment(portal, tokenOf('staff2'), reportId, 'Gracias, lo revisamos');
  await postComment(portal, tokenOf('player1'), reportId, 'Tengo otra captura');
});

interface Export {
  exportedAt: string;
  account: { name: string; visualId: string };
  tickets: { _id: number }[];
  comments: {
    _id: number;
    ticketId: number;
    message: string;
    action: string;
    staffOnly: boolean;
    createdBy: { visualId: string };
  }[];
  reviews: unknown[];
  sessions: { createdAt: number; endedAt: number | null }[];
}

async function exportOf(name: string): Promise<{ file: Export; text: string }> {
  const response = await portal.api
    .get('/api/me/export')
    .set(...bearer(tokenOf(name)))
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on('end', () => done(null, text));
    });
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="tickets-portal-data-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  const text = response.body as string;
  return { file: JSON.parse(text) as Export, text };
}

describe('GET /me/export', () => {
  test('when a player downloads their data, then it holds their account, tickets, comments and sessions, and nobody’s staff-only note', async () => {
    const { file, text } = await exportOf('player1');
    expect(file.account.name).toBe('Lucía Gómez');
    expect(file.tickets.map((ticket) => ticket._id)).toEqual(
      expect.arrayContaining([reportId, supportId]),
    );
    expect(
      file.comments.every((comment) => comment.createdBy.visualId === file.account.visualId),
    ).toBe(true);
    const onReport = file.comments.filter((comment) => comment.ticketId === reportId);
    expect(onReport.map((comment) => comment.message)).toEqual(['Tengo otra captura']);
    expect(file.sessions.length).toBeGreaterThan(0);
    expect(text).not.toContain('Nota interna');
  });

  test('when each ticket is compared with what the person reads of it, then the export shows it the same way', async () => {
    for (const name of ['player1', 'player3']) {
      const { file } = await exportOf(name);
      for (const ticket of file.tickets) {
        const read = await get(portal, tokenOf(name), `/getTicket/${ticket._id}`);
        expect(ticket).toEqual(read.body);
      }
    }
    // player3 is the report's accused: it is theirs to see, and so in their export.
    expect((await exportOf('player3')).file.tickets.map((ticket) => ticket._id)).toContain(
      reportId,
    );
  });

  test('when staff download theirs, then their own staff-only note is in it, as they still read it', async () => {
    const { file } = await exportOf('staff2');
    const onReport = file.comments.filter((comment) => comment.ticketId === reportId);
    // Their first comment took the ticket: the action is theirs too.
    expect(onReport.map((comment) => [comment.action, comment.message, comment.staffOnly])).toEqual(
      [
        ['take', '', false],
        ['', 'Nota interna sobre el acusado', true],
        ['', 'Gracias, lo revisamos', false],
      ],
    );
  });

  test('when a person has written more comments than one read holds, then every one is in the file, in order', async () => {
    const ticketId = await createSupportTicket(portal, tokenOf('player3'), { title: 'Muchos' });
    const written: string[] = [];
    for (let n = 0; n < 230; n += 1) {
      written.push(`Comentario ${n}`);
      const response = await post(portal, tokenOf('player3'), '/comment', {
        ticketId,
        comment: `Comentario ${n}`,
      });
      expect(response.status).toBe(200);
    }
    const { file } = await exportOf('player3');
    const onTicket = file.comments.filter((comment) => comment.ticketId === ticketId);
    expect(onTicket.map((comment) => comment.message)).toEqual(written);
  });

  test('when nobody is signed in, then there is nothing to download', async () => {
    expect((await portal.api.get('/api/me/export')).status).toBe(401);
  });
});

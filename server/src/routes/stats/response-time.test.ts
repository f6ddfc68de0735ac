import type { ResponseTime } from '@portal/shared/contract';
import { sql } from 'kysely';
import { responseTimes } from '../../db/migrations/0015-response-times';
import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { accountIdOf, createReport, get, post, postComment } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'player3', 'staff1', 'staff2', 'supervisor1', 'admin1'], (demo) => {
  ({ database, portal, token } = demo);
});

const HOUR = 3_600_000;

function wait(ticketId: number) {
  return database.db
    .selectFrom('ticket_waits')
    .select(['started_at', 'answered_at', 'answered_by', 'ended_at', 'response_ms'])
    .where('ticket_id', '=', ticketId)
    .orderBy('started_at')
    .execute();
}

async function createdAt(ticketId: number) {
  const row = await database.db
    .selectFrom('tickets')
    .select('created_at')
    .where('id', '=', ticketId)
    .executeTakeFirstOrThrow();
  return row.created_at;
}

function responseTime(as: string, query: Record<string, number | string> = {}) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return get(portal, token(as), `/staffResponseTime?${search}`);
}

/** Moves a ticket's waits to fixed times, so a test's figures do not depend on the clock. */
async function answeredAt(ticketId: number, startedAt: number, answeredAtMs: number) {
  await database.db
    .updateTable('ticket_waits')
    .set({ started_at: new Date(startedAt), answered_at: new Date(answeredAtMs) })
    .where('ticket_id', '=', ticketId)
    .execute();
}

const FIELDS: Record<string, Record<string, string>> = {
  account: {
    'Correo de la cuenta': 'lucia@example.com',
    Descripción: 'No puedo entrar desde ayer',
  },
  bug: { Descripción: 'No puedo entrar desde ayer' },
};

async function answeredTicket(category: string, staff = 'staff1'): Promise<number> {
  const ticketId = await createSupportTicket(portal, token('player1'), {
    category,
    inputFields: FIELDS[category] ?? {},
  });
  await postComment(portal, token(staff), ticketId, 'Hola, lo miramos.');
  return ticketId;
}

describe('what ends a wait for staff (the response time)', () => {
  test('when staff write a staff-only note, the player comments and staff take the ticket, then the clock runs until the first public staff comment', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'));
    await post(portal, token('staff1'), '/takeTicket', { ticketId });
    await postComment(portal, token('staff1'), ticketId, 'Nota interna', true);
    await postComment(portal, token('player1'), ticketId, '¿Hay novedades?');
    expect((await wait(ticketId))[0]).toMatchObject({ answered_at: null, ended_at: null });

    const answer = await postComment(portal, token('staff1'), ticketId, 'Ya está resuelto.');
    await postComment(portal, token('admin1'), ticketId, 'Confirmo.');
    const [only, ...more] = await wait(ticketId);
    expect(more).toEqual([]);
    expect(only?.answered_by).toBe(await accountIdOf(database.db, 'staff1'));
    expect(only?.answered_at?.getTime()).toBe(answer.timestamp);
    expect(Number(only?.response_ms)).toBe(
      answer.timestamp - (await createdAt(ticketId)).getTime(),
    );
  });

  test('when staff send an AI suggestion (as is, or edited), then it ends the wait like their own comment; a suggestion sent as a staff-only note does not', async () => {
    const staff1 = await accountIdOf(database.db, 'staff1');
    for (const send of ['accept', 'edited', 'note'] as const) {
      const ticketId = await createSupportTicket(portal, token('player1'));
      const question = await postComment(portal, token('player1'), ticketId, 'No puedo entrar');
      const suggested = await post(portal, token('staff1'), '/ai', {
        ticketId,
        commentId: question._id,
      });
      const responseId = (suggested.body as { _id: number }[])[0]?._id;
      const sent =
        send === 'accept'
          ? await post(portal, token('staff1'), '/ai/accept', { ticketId, responseId })
          : await post(portal, token('staff1'), '/ai/comment', {
              ticketId,
              responseId,
              comment: 'Mira en la carpeta de spam.',
              staffOnly: send === 'note',
              editedResponse: true,
            });
      expect(sent.status).toBe(200);
      const [only] = await wait(ticketId);
      if (send === 'note') {
        expect(only).toMatchObject({ answered_at: null, answered_by: null });
      } else {
        expect(only?.answered_by).toBe(staff1);
        expect(only?.answered_at?.getTime()).toBe((sent.body as { timestamp: number }).timestamp);
      }
    }
  });

  test('when a ticket is closed unanswered and reopened, then the first wait ends uncounted and a new one starts at the reopen', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'));
    await post(portal, token('admin1'), '/closeTicket', { ticketId });
    await post(portal, token('admin1'), '/reopenTicket', { ticketId });
    const answer = await postComment(portal, token('admin1'), ticketId, 'Reabierto y respondido.');
    const [closed, reopened] = await wait(ticketId);
    expect(closed).toMatchObject({ answered_at: null, response_ms: null });
    expect(closed?.ended_at).not.toBeNull();
    expect(reopened?.answered_at?.getTime()).toBe(answer.timestamp);
    expect(reopened?.started_at.getTime()).toBeGreaterThanOrEqual(closed?.ended_at?.getTime() ?? 0);
  });

  test('when staff answer their own ticket, then it still waits for other staff', async () => {
    const ticketId = await createSupportTicket(portal, token('staff2'));
    await postComment(portal, token('staff2'), ticketId, 'Añado detalles.');
    expect((await wait(ticketId))[0]?.answered_at).toBeNull();
  });

  test('when staff accused in a report comment on it, then it still waits for staff', async () => {
    const ticketId = await createReport(portal, token('player1'), {
      reportAccused: 'staff1',
    });
    await postComment(portal, token('staff1'), ticketId, 'Yo no fui.');
    expect((await wait(ticketId))[0]?.answered_at).toBeNull();
  });

  test('when the waits are filled again from the history, then they match what the writes recorded', async () => {
    const recorded = await database.db
      .selectFrom('ticket_waits')
      .select(['ticket_id', 'started_at', 'answered_at', 'answered_by', 'ended_at'])
      .orderBy('ticket_id')
      .orderBy('started_at')
      .execute();
    const backfill = responseTimes.statements.find((statement) =>
      statement.trimStart().startsWith('insert into ticket_waits'),
    );
    await database.db.deleteFrom('ticket_waits').execute();
    await sql.raw(backfill ?? '').execute(database.db);
    const filled = await database.db
      .selectFrom('ticket_waits')
      .select(['ticket_id', 'started_at', 'answered_at', 'answered_by', 'ended_at'])
      .orderBy('ticket_id')
      .orderBy('started_at')
      .execute();
    expect(recorded.length).toBeGreaterThan(5);
    expect(filled).toEqual(recorded);
  });
});

describe('GET /api/staffResponseTime', () => {
  test.each(['player1', 'staff1', 'staff2'])(
    'when %s (below supervisor power) asks, then it is a 403',
    async (as) => {
      const response = await responseTime(as);
      expect(response.status).toBe(403);
    },
  );

  test('when an answer falls on the last millisecond of a UTC day, then that day counts it and the next one does not', async () => {
    const ticketId = await answeredTicket('account');
    const dayStart = Date.UTC(2001, 2, 4);
    await answeredAt(ticketId, dayStart + 20 * HOUR, dayStart + 24 * HOUR - 1);
    const sameDay = await responseTime('supervisor1', {
      startDate: dayStart + 12 * HOUR,
      endDate: dayStart + 12 * HOUR,
    });
    expect(sameDay.status).toBe(200);
    const body = sameDay.body as ResponseTime;
    expect(body.range).toEqual({ start: dayStart, end: dayStart + 24 * HOUR - 1 });
    expect(body.summary).toEqual({
      count: 1,
      averageMillis: 4 * HOUR - 1,
      medianMillis: 4 * HOUR - 1,
      p90Millis: 4 * HOUR - 1,
    });
    expect(body.globalAverageResponseTimeMillis).toBe(4 * HOUR - 1);
    expect(body.staff).toEqual([
      {
        _id: await accountIdOf(database.db, 'staff1'),
        name: 'Carlos Pérez',
        summary: body.summary,
        categories: [
          {
            category: 'account',
            averageResponseTimeMillis: 4 * HOUR - 1,
            totalResponseTimeMillis: 4 * HOUR - 1,
            count: 1,
          },
        ],
      },
    ]);

    const dayAfter = dayStart + 24 * HOUR;
    const followingDay = (
      await responseTime('supervisor1', { startDate: dayAfter, endDate: dayAfter })
    ).body as ResponseTime;
    expect(followingDay.summary).toBeNull();
    expect(followingDay.previous).toEqual({ count: 1, averageMillis: 4 * HOUR - 1 });
  });

  test('when answers took 1, 2 and 10 hours, then the median and 90th percentile are not skewed like the average', async () => {
    const dayStart = Date.UTC(2002, 5, 10);
    for (const hours of [1, 2, 10]) {
      const ticketId = await answeredTicket('bug', 'supervisor1');
      await answeredAt(ticketId, dayStart, dayStart + hours * HOUR);
    }
    const body = (
      await responseTime('admin1', { startDate: dayStart, endDate: dayStart + 11 * HOUR })
    ).body as ResponseTime;
    expect(body.summary).toEqual({
      count: 3,
      averageMillis: (13 * HOUR) / 3,
      medianMillis: 2 * HOUR,
      p90Millis: 2 * HOUR + 0.8 * 8 * HOUR,
    });
  });

  test('when filtered by staff member and by category, then only their answers count', async () => {
    const dayStart = Date.UTC(2003, 0, 20);
    const staff1Ticket = await answeredTicket('bug', 'staff1');
    await answeredAt(staff1Ticket, dayStart, dayStart + HOUR);
    const supervisorTicket = await answeredTicket('account', 'supervisor1');
    await answeredAt(supervisorTicket, dayStart, dayStart + 3 * HOUR);
    const day = { startDate: dayStart, endDate: dayStart };
    const supervisor = await accountIdOf(database.db, 'supervisor1');

    const byStaff = (await responseTime('supervisor1', { ...day, staffId: supervisor }))
      .body as ResponseTime;
    expect(byStaff.summary?.averageMillis).toBe(3 * HOUR);
    expect(byStaff.staff.map((row) => row._id)).toEqual([supervisor]);
    const byCategory = (await responseTime('supervisor1', { ...day, category: 'bug' }))
      .body as ResponseTime;
    expect(byCategory.summary?.averageMillis).toBe(HOUR);
    const both = (await responseTime('supervisor1', day)).body as ResponseTime;
    expect(both.summary?.count).toBe(2);
  });

  test('when nothing was answered in the period, then there is no data (the view says so)', async () => {
    const body = (
      await responseTime('supervisor1', {
        startDate: Date.UTC(1990, 0, 1),
        endDate: Date.UTC(1990, 0, 31),
      })
    ).body as ResponseTime;
    expect(body).toMatchObject({
      globalAverageResponseTimeMillis: null,
      summary: null,
      previous: null,
      staff: [],
    });
  });

  test.each([
    [{ startDate: Date.UTC(2004, 0, 2), endDate: Date.UTC(2004, 0, 1) }, /after the end date/],
    [{ startDate: Date.now() + 2 * 24 * HOUR }, /after today/],
    [{ startDate: 'ayer' }, /milliseconds/],
    [{ staffId: '0x10' }, /plain digits/],
    [{ category: '' }, /empty/],
  ])('when the query is %o, then it is a 400 that says why', async (query, message) => {
    const response = await responseTime('supervisor1', query);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toMatch(message);
  });

  test.each([
    [{ startDate: Date.UTC(2004, 0, 2), endDate: Date.UTC(2004, 0, 1) }, 'dateRange.startAfterEnd'],
    [{ startDate: Date.now() + 2 * 24 * HOUR }, 'dateRange.startAfterToday'],
  ])('when the query is %o, then the 400 carries the rule code %s', async (query, code) => {
    const response = await responseTime('supervisor1', query);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code, details: [{ path: 'startDate' }] });
  });

  test('when the start date is today, then it is allowed', async () => {
    expect((await responseTime('supervisor1', { startDate: Date.now() })).status).toBe(200);
  });
});

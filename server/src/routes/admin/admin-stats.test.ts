import {
  ADMIN_STAT_KEYS,
  type AdminStatCard,
  DAY_MS,
  startOfWeekUtc,
} from '@portal/shared/contract';
import { sql } from 'kysely';
import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { accountIdOf, get, post } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'staff1', 'admin1'], (demo) => {
  ({ database, portal, token } = demo);
});

async function cards(): Promise<Map<string, number>> {
  const response = await get(portal, token('admin1'), '/admin/stats');
  expect(response.status).toBe(200);
  return new Map((response.body as AdminStatCard[]).map((card) => [card.key, card.value]));
}

describe('GET /api/admin/stats', () => {
  test('when a ticket is opened, taken and closed, then the counts follow it', async () => {
    const before = await cards();
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Contar' });
    const opened = await cards();
    expect(opened.get('openTickets')).toBe((before.get('openTickets') ?? 0) + 1);
    expect(opened.get('unassignedTickets')).toBe((before.get('unassignedTickets') ?? 0) + 1);
    expect(opened.get('createdToday')).toBe((before.get('createdToday') ?? 0) + 1);
    expect(opened.get('createdThisWeek')).toBe((before.get('createdThisWeek') ?? 0) + 1);
    expect(opened.get('openReports')).toBe(before.get('openReports'));
    await post(portal, token('staff1'), '/takeTicket', { ticketId });
    await post(portal, token('staff1'), '/closeTicket', { ticketId });
    const closed = await cards();
    expect(closed.get('openTickets')).toBe(before.get('openTickets'));
    expect(closed.get('closedTickets')).toBe((before.get('closedTickets') ?? 0) + 1);
    expect(closed.get('unassignedTickets')).toBe(before.get('unassignedTickets'));
  });

  test('when tickets were created before today or this week (UTC), then they are not counted there', async () => {
    const now = Date.now();
    const today = Math.floor(now / DAY_MS) * DAY_MS;
    const lastWeek = startOfWeekUtc(now) - 1;
    const yesterdayEnd = today - 1;
    const atWeekEdge = await createSupportTicket(portal, token('player1'), { title: 'Semana' });
    const atDayEdge = await createSupportTicket(portal, token('player1'), { title: 'Ayer' });
    const before = await cards();
    await database.db
      .updateTable('tickets')
      .set({ created_at: new Date(lastWeek) })
      .where('id', '=', atWeekEdge)
      .execute();
    await database.db
      .updateTable('tickets')
      .set({ created_at: new Date(yesterdayEnd) })
      .where('id', '=', atDayEdge)
      .execute();
    const after = await cards();
    expect(after.get('createdToday')).toBe((before.get('createdToday') ?? 0) - 2);
    // On a Monday, yesterday belongs to last week too.
    const leftTheWeek = yesterdayEnd < startOfWeekUtc(now) ? 2 : 1;
    expect(after.get('createdThisWeek')).toBe((before.get('createdThisWeek') ?? 0) - leftTheWeek);
  });

  test('when reviews and answers exist, then their averages come from the kept totals and waits', async () => {
    const staffId = await accountIdOf(database.db, 'staff1');
    await database.db.deleteFrom('staff_review_totals').execute();
    await database.db.deleteFrom('ticket_waits').execute();
    expect((await cards()).has('averageReviewPoints')).toBe(false);
    expect((await cards()).has('averageFirstResponseMillis')).toBe(false);
    await database.db
      .insertInto('staff_review_totals')
      .values({ staff_id: staffId, reviews: 4, points: 14, stars: [0, 0, 1, 0, 3] })
      .execute();
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Espera' });
    await sql`update ticket_waits set started_at = now() - interval '90 seconds',
      answered_at = now() - interval '30 seconds', answered_by = ${staffId}
      where ticket_id = ${ticketId}`.execute(database.db);
    const figures = await cards();
    expect(figures.get('averageReviewPoints')).toBe(3.5);
    expect(figures.get('averageFirstResponseMillis')).toBe(60_000);
  });

  test('when the cards are read, then they come in the order of ADMIN_STAT_KEYS', async () => {
    const keys = [...(await cards()).keys()];
    expect(keys).toContain('openTickets');
    expect(keys).toEqual(ADMIN_STAT_KEYS.filter((key) => keys.includes(key)));
  });

  test('when staff and players are online, then only the staff count', async () => {
    await database.db.updateTable('accounts').set({ last_seen_at: null }).execute();
    expect((await cards()).get('staffOnline')).toBe(0);
    await database.db
      .updateTable('accounts')
      .set({ last_seen_at: new Date() })
      .where('username', 'in', ['staff1', 'player1', 'admin1'])
      .execute();
    expect((await cards()).get('staffOnline')).toBe(2);
  });
});

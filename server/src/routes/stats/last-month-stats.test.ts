import { type LastMonthTicket, LIMITS } from '@portal/shared/contract';
import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { createReport, get, post } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;
let supportTicket: number;
let report: number;

useDemoPortal(['player1', 'staff1', 'staff2', 'supervisor1', 'admin1'], (demo) => {
  ({ database, portal, token } = demo);
});

beforeAll(async () => {
  supportTicket = await createSupportTicket(portal, token('player1'), { title: 'Estadística' });
  report = await createReport(portal, token('player1'));
  await post(portal, token('staff1'), '/takeTicket', { ticketId: supportTicket });
  await post(portal, token('staff2'), '/takeTicket', { ticketId: report });
});

const lastMonth = (as: string) => get(portal, token(as), '/getLastMonthStats');

describe('GET /api/getLastMonthStats', () => {
  test.each(['player1', 'staff1', 'staff2'])(
    'when %s (below supervisor power) asks, then it is a 403',
    async (as) => {
      const response = await lastMonth(as);
      expect(response.status).toBe(403);
      expect(response.body.error).toMatch(/supervisors and administrators/);
    },
  );

  test('when an admin asks, then every recent ticket comes with its type and named assignees', async () => {
    const response = await lastMonth('admin1');
    expect(response.status).toBe(200);
    const tickets = response.body as LastMonthTicket[];
    const support = tickets.find((ticket) => ticket._id === supportTicket);
    const reported = tickets.find((ticket) => ticket._id === report);
    expect(support).toMatchObject({ type: 0, group: 'support', status: 0 });
    expect(support?.assignees.map((account) => account.name)).toEqual(['Carlos Pérez']);
    expect(reported).toMatchObject({ type: 1, group: 'reports' });
    expect(reported?.assignees.map((account) => account.name)).toEqual(['Elena Navarro']);
  });

  test('when a supervisor asks, then names show only in the groups they administer', async () => {
    await database.db
      .deleteFrom('account_roles')
      .where('role_key', '=', 'reports')
      .where('account_id', 'in', (query) =>
        query.selectFrom('accounts').select('id').where('username', '=', 'supervisor1'),
      )
      .execute();
    const response = await lastMonth('supervisor1');
    expect(response.status).toBe(200);
    const tickets = response.body as LastMonthTicket[];
    const support = tickets.find((ticket) => ticket._id === supportTicket);
    const reported = tickets.find((ticket) => ticket._id === report);
    expect(support?.assignees[0]?.name).toBe('Carlos Pérez');
    expect(reported?.assignees[0]).toEqual({ visualId: expect.any(String), isStaff: true });
  });

  test('when a ticket is older than 30 days, then it is left out', async () => {
    await database.db
      .updateTable('tickets')
      .set({ created_at: new Date(Date.now() - LIMITS.lastMonthStatsMs - 60_000) })
      .where('id', '=', supportTicket)
      .execute();
    const tickets = (await lastMonth('admin1')).body as LastMonthTicket[];
    expect(tickets.some((ticket) => ticket._id === supportTicket)).toBe(false);
    expect(tickets.some((ticket) => ticket._id === report)).toBe(true);
  });
});

import { type CallConfig, calls, ERROR_CODES } from '@portal/shared/contract';
import { bearer } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import type { TestPortal } from '../../testing/test-portal';

let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'staff1', 'supervisor1', 'admin1'], (demo) => {
  ({ portal, token } = demo);
});

/** The admin calls whose body takes a page size (the exports take the table's body). */
const PAGED_CALLS: readonly CallConfig[] = [
  calls.staffPerformance,
  calls.staffPerformanceCsv,
  calls.staffPerformanceJson,
  calls.ticketsPaginated,
  calls.reportsPaginated,
  calls.ticketsCsv,
  calls.ticketsJson,
  calls.reportsCsv,
  calls.reportsJson,
];

const ADMIN_CALLS: readonly CallConfig[] = [
  calls.adminStats,
  calls.userLeaderboards,
  ...PAGED_CALLS,
  calls.listConfig,
  calls.saveConfig,
  calls.deleteConfig,
  calls.listIncidents,
  calls.getIncident,
  calls.createIncident,
  calls.addIncidentEntry,
  calls.setIncidentStatus,
  calls.editIncidentEntry,
  calls.deleteIncidentEntry,
  calls.exportIncidentMarkdown,
  calls.incidentPostmortemMarkdown,
];

const nameOf = (call: CallConfig) => `${call.method} ${call.path}`;

const METHODS = { GET: 'get', POST: 'post', PATCH: 'patch', DELETE: 'delete' } as const;

function ask(call: CallConfig, as: string | undefined, body: object) {
  const path = `/api${call.path.replace(':key', 'feature.flag').replace(':id', '1').replace(':entryId', '1')}`;
  const request = portal.api[METHODS[call.method as keyof typeof METHODS]](path);
  return as === undefined ? request : request.set(...bearer(token(as))).send(body);
}

describe('admin calls: who may use them', () => {
  test.each(
    ADMIN_CALLS.flatMap((call) =>
      ['player1', 'staff1', 'supervisor1'].map((as) => [nameOf(call), as, call] as const),
    ),
  )(
    'when %s is asked by %s (below power 100), then it is a 403 even before the body is read',
    async (_path, as, call) => {
      const response = await ask(call, as, { pageSize: 7 });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe(ERROR_CODES.adminOnly);
    },
  );

  test.each(ADMIN_CALLS.map((call) => [nameOf(call), call] as const))(
    'when %s is asked without a session, then it is a 401',
    async (_path, call) => {
      expect((await ask(call, undefined, {})).status).toBe(401);
    },
  );

  test.each(PAGED_CALLS.map((call) => [call.path, call] as const))(
    'when an admin sends %s a page size off the list, then it is a 400',
    async (_path, call) => {
      const response = await ask(call, 'admin1', { pageSize: 7 });
      expect(response.status).toBe(400);
      expect(response.body.details[0].path).toBe('pageSize');
    },
  );

  test.each(
    [calls.ticketsPaginated, calls.reportsPaginated, calls.staffPerformance].map(
      (call) => [call.path, call] as const,
    ),
  )(
    'when an admin asks %s for the last possible page, then it is empty, not an error',
    async (_path, call) => {
      const response = await ask(call, 'admin1', { page: Number.MAX_SAFE_INTEGER, pageSize: 200 });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([]);
      expect(response.body.total).toBeGreaterThanOrEqual(0);
    },
  );
});

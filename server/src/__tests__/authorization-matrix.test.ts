import { calls } from '@portal/shared/contract';
import { apiErrorSchema, callSchemas } from '@portal/shared/contract/schemas';
import { footprint } from '../testing/db-footprint';
import { useDemoDatabase } from '../testing/demo-portal';
import { signLaunchCode, TEST_LAUNCH_SECRET } from '../testing/launch-codes';
import {
  ACTORS,
  type ActorIds,
  type ActorTokens,
  insertMatrixAccounts,
  issueActorTokens,
} from '../testing/matrix-actors';
import { buildScenario, type Scenario } from '../testing/matrix-scenarios';
import { sendCall } from '../testing/send-call';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { EVERY_ACCOUNT } from './authorization-matrix/expectations';
import type { MatrixRow } from './authorization-matrix/matrix-row';
import { MATRIX_CALLS, MATRIX_ROWS } from './authorization-matrix/matrix-table';

let portal: TestPortal;
let ids: ActorIds;
let tokens: ActorTokens;
const sharedFixtures = new Map<MatrixRow, Promise<Scenario>>();

// Before useDemoDatabase's: the portal stops before its database closes.
afterAll(() => portal.close());
const database = useDemoDatabase();

beforeAll(async () => {
  ids = await insertMatrixAccounts(database.db);
  portal = await startTestPortal(database.db, { launchCodeSecret: TEST_LAUNCH_SECRET });
  tokens = await issueActorTokens(database.db, ids);
});

/** Read-only rows share one fixture; a row that writes gets a fresh one per cell. */
async function fixtureFor(row: MatrixRow): Promise<Scenario | undefined> {
  const spec = row.scenario;
  if (!spec) return undefined;
  if (row.mutates) return buildScenario(database.db, ids, spec);
  let shared = sharedFixtures.get(row);
  if (!shared) {
    shared = buildScenario(database.db, ids, spec);
    sharedFixtures.set(row, shared);
  }
  return shared;
}

describe('the authorization matrix table', () => {
  test('when the table is read, then every ticket and session call of SPEC §7 has a row', () => {
    const covered = new Set(MATRIX_ROWS.map((row) => row.call));
    expect(MATRIX_CALLS.filter((call) => !covered.has(call))).toEqual([]);
    expect([...covered].filter((call) => !MATRIX_CALLS.includes(call))).toEqual([]);
  });
});

describe.each(MATRIX_ROWS.map((row) => [`${row.call} on ${row.fixture}`, row] as const))(
  '%s',
  (_name, row) => {
    const call = calls[row.call];
    test.each(ACTORS.map((actor) => [actor, row.expect[actor]] as const))(
      'when %s calls it, then the answer is %i',
      async (actor, status) => {
        const scenario = await fixtureFor(row);
        // Launch codes are single use: each cell gets its own.
        const launchCode = await signLaunchCode(4242);
        const input = row.request({ actor, ids, scenario, launchCode });
        const before = await footprint(database.db, scenario?.ticketId);
        const response = await sendCall(portal.baseUrl, call, input, tokens[actor]);
        expect({ status: response.status, body: response.body }).toMatchObject({ status });
        if (status === 200) {
          expect(callSchemas(call).response.safeParse(response.body).error).toBeUndefined();
        } else {
          expect(apiErrorSchema.safeParse(response.body).error).toBeUndefined();
          expect(await footprint(database.db, scenario?.ticketId)).toEqual(before);
        }
      },
    );
  },
);

// The lists apply the same visibility: a ticket shows up for exactly the actors getTicket allows.
const visibilityRows = MATRIX_ROWS.filter((row) => row.call === 'getTicket');
describe.each(visibilityRows.map((row) => [row.fixture, row] as const))(
  'the reports list and %s',
  (_fixture, row) => {
    test.each(EVERY_ACCOUNT.map((actor) => [actor, row.expect[actor] === 200] as const))(
      'when %s searches its id, then it is listed: %s',
      async (actor, listed) => {
        const ticketId = (await fixtureFor(row))?.ticketId;
        const body = { searchFilter: String(ticketId), statusFilter: 'opened' };
        const response = await sendCall(portal.baseUrl, calls.listReports, { body }, tokens[actor]);
        expect(response.status).toBe(200);
        const page = callSchemas(calls.listReports).response.parse(response.body);
        expect(page.data.some((ticket) => ticket._id === ticketId)).toBe(listed);
      },
    );
  },
);

// Listed, not run: `jest` shows every pending row as skipped so the gap stays visible.

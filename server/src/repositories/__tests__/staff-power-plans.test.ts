import { POWER } from '@portal/shared/contract';
import { type CompiledQuery, type Kysely, type KyselyPlugin, sql } from 'kysely';
import type { Database } from '../../db/database';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import {
  findAccountIdsWithPowerAtLeast,
  findTicketAudienceCandidates,
} from '../accounts/accounts-repository';
import { findEligibleStaff } from '../tickets/assignments-repository';

// The server prepares its reads with one generic plan per connection (`force_generic_plan`, see
// db/connection.ts). A power sent as a parameter then cannot use the partial index of staff
// (`power >= 2`, migration 0030): every live event read all 100,000 accounts of the bench
// database (9.6 ms of PostgreSQL per posted comment). Powers are the code's own constants, so they
// are literals in the SQL.

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The statements `run` sends, compiled as the server sends them. */
async function statementsOf(
  run: (db: Kysely<Database>) => Promise<unknown>,
): Promise<CompiledQuery[]> {
  const sent: CompiledQuery[] = [];
  const db = database.db;
  const capture: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      sent.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  await run(db.withPlugin(capture));
  return sent;
}

function literal(value: unknown): string {
  if (Array.isArray(value)) {
    return `'{${value.map((item) => String(item).replaceAll("'", "''")).join(',')}}'`;
  }
  if (typeof value === 'number') return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** The generic plan PostgreSQL keeps for `statement`, with sequential scans ruled out. */
async function genericPlan(statement: CompiledQuery): Promise<string> {
  return database.db.connection().execute(async (connection) => {
    await sql`set plan_cache_mode = force_generic_plan`.execute(connection);
    await sql`set enable_seqscan = off`.execute(connection);
    try {
      await sql.raw(`prepare power_plan as ${statement.sql}`).execute(connection);
      const args = statement.parameters.map(literal).join(', ');
      const plan = await sql<Record<string, string>>`${sql.raw(
        `explain execute power_plan${args ? `(${args})` : ''}`,
      )}`.execute(connection);
      return plan.rows.map((row) => Object.values(row).join(' ')).join('\n');
    } finally {
      await sql`deallocate all`.execute(connection);
      await sql`reset plan_cache_mode`.execute(connection);
      await sql`reset enable_seqscan`.execute(connection);
    }
  });
}

describe('staff by power, with the prepared (generic) plan', () => {
  test.each([
    [
      "a live event's audience",
      (db: Kysely<Database>) =>
        findTicketAudienceCandidates(db, 1, {
          also: { accountIds: [], roleKeys: [] },
          minPower: POWER.superAdmin,
        }),
    ],
    [
      'every super-admin',
      (db: Kysely<Database>) => findAccountIdsWithPowerAtLeast(db, POWER.superAdmin),
    ],
    [
      'the staff a ticket may be assigned to',
      (db: Kysely<Database>) => findEligibleStaff(db, ['support'], POWER.staff, POWER.superAdmin),
    ],
  ])(
    'when %s is read, then staff come from the staff power index, not every account',
    async (_name, run) => {
      const statements = await statementsOf(run);
      expect(statements).toHaveLength(1);
      expect(await genericPlan(statements[0] as CompiledQuery)).toContain(
        'accounts_staff_power_idx',
      );
    },
  );
});

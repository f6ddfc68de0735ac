import { sql } from 'kysely';
import { seedCommunity } from '../../seed/seed-community';
import {
  migrateUpTo,
  openTestDatabase,
  runMigration,
  type TestDatabase,
} from '../../testing/test-database';
import { publicEventChoice } from '../migrations/0014-public-event-choice';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ migrate: false });
});

afterAll(async () => {
  await database.close();
});

test('when 0014 runs over a public event stored as a document, then its date and place move to their columns', async () => {
  await migrateUpTo(database.db, publicEventChoice);
  // Only what the tables held then: today's seed also writes tables of later migrations.
  await seedCommunity(database.db);
  await sql`insert into accounts (username, name) values ('player1', 'Lucía Gómez')`.execute(
    database.db,
  );
  await sql`insert into tickets (type, group_key, category_key, is_web, title, created_by)
    select 0, 'webevents', 'publicevent', true, t.title, a.id
    from accounts a, (values ('Torneo'), ('Carrera')) as t (title)`.execute(database.db);
  const { id } = await database.db
    .selectFrom('tickets')
    .select('id')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const at = Date.UTC(2026, 11, 1, 20, 0, 0, 123);
  await sql`update tickets set event_calendar = ${JSON.stringify({
    start: '2026-12-01T20:00',
    timestamp: at,
    location: 'Puerto',
  })}::jsonb where id = ${id}`.execute(database.db);

  await runMigration(database.db, publicEventChoice);

  const moved = await database.db
    .selectFrom('tickets')
    .select(['event_start', 'event_at', 'event_place'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(moved).toEqual({
    event_start: '2026-12-01T20:00',
    event_at: new Date(at),
    event_place: 'Puerto',
  });
  const untouched = await database.db
    .selectFrom('tickets')
    .select(['event_start', 'event_at', 'event_place'])
    .where('id', '!=', id)
    .execute();
  expect(untouched.every((row) => Object.values(row).every((value) => value === null))).toBe(true);
});

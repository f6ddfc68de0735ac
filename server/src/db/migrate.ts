import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import type { Database } from './database';
import { MIGRATIONS } from './migrations';

function toKyselyMigration(statements: string[]): Migration {
  return {
    async up(db) {
      for (const statement of statements) {
        await sql.raw(statement).execute(db);
      }
    },
  };
}

const provider: MigrationProvider = {
  async getMigrations() {
    return Object.fromEntries(
      MIGRATIONS.map((migration) => [migration.name, toKyselyMigration(migration.statements)]),
    );
  },
};

/**
 * Brings the schema up to date; running it again is a no-op. Throws with the failing step.
 * `schema` is where the tables live: the migrator otherwise takes its own tables found in ANY
 * schema of the database (a test's, a bench's) as present in this one, then fails to read them.
 */
export async function migrateToLatest(db: Kysely<Database>, schema = 'public'): Promise<string[]> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}

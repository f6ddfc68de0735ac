import type { Executor } from './executor';

/** The value of a config entry (admin panel), or undefined when it is not set. */
export async function findConfigValue(db: Executor, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('config_entries')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/** A config entry with the name of who last changed it ('' for one no admin wrote: a seed). */
export interface ConfigEntryRecord {
  key: string;
  value: string;
  description: string;
  updatedAt: Date;
  updatedByName: string;
}

function entries(db: Executor) {
  return db
    .selectFrom('config_entries as c')
    .leftJoin('accounts as a', 'a.id', 'c.updated_by')
    .select([
      'c.key',
      'c.value',
      'c.description',
      'c.updated_at as updatedAt',
      (eb) => eb.fn.coalesce('a.name', eb.val('')).as('updatedByName'),
    ]);
}

/** Every entry, by key. */
export function listConfigEntries(db: Executor): Promise<ConfigEntryRecord[]> {
  return entries(db).orderBy('c.key').execute();
}

export function findConfigEntry(db: Executor, key: string): Promise<ConfigEntryRecord | undefined> {
  return entries(db).where('c.key', '=', key).executeTakeFirst();
}

/** Creates the entry or replaces its value and description, stamped with who and now. */
export async function upsertConfigEntry(
  db: Executor,
  entry: { key: string; value: string; description: string; updatedBy: number },
): Promise<void> {
  const stamp = { value: entry.value, description: entry.description, updated_by: entry.updatedBy };
  await db
    .insertInto('config_entries')
    .values({ key: entry.key, ...stamp })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({ ...stamp, updated_at: eb.fn('now') })),
    )
    .execute();
}

/** False when there was no such entry. */
export async function deleteConfigEntry(db: Executor, key: string): Promise<boolean> {
  const result = await db.deleteFrom('config_entries').where('key', '=', key).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

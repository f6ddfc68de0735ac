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

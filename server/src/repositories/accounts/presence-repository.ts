import type { Executor } from '../executor';

export async function touchAccounts(
  db: Executor,
  accountIds: readonly number[],
  at: Date,
): Promise<void> {
  if (accountIds.length === 0) return;
  await db
    .updateTable('accounts')
    .set({ last_seen_at: at })
    .where('id', 'in', [...new Set(accountIds)])
    .execute();
}

export async function findAccountIdsSeenSince(db: Executor, since: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('accounts')
    .select('id')
    .where('last_seen_at', '>=', since)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Accounts accused in at least `minimum` reports closed as valid since `since`. */
export async function findAccountIdsOftenReported(
  db: Executor,
  since: Date,
  minimum: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('tickets')
    .select('report_accused_id')
    .where('type', '=', 1)
    .where('resolution', '=', 'valid')
    .where('closed_at', '>=', since)
    .where('report_accused_id', 'is not', null)
    .groupBy('report_accused_id')
    .having((eb) => eb.fn.countAll(), '>=', minimum)
    .orderBy('report_accused_id')
    .execute();
  return rows.flatMap((row) => (row.report_accused_id === null ? [] : [row.report_accused_id]));
}

/** Accounts the game data marks important. */
export async function findAccountIdsMarkedImportant(db: Executor): Promise<number[]> {
  const rows = await db
    .selectFrom('accounts')
    .select('id')
    .where('game_important', '=', true)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** The account's game columns (faction and level), as the game or the demo seed filled them. */
export function findAccountGameStats(db: Executor, accountId: number) {
  return db
    .selectFrom('accounts')
    .select(['faction_name', 'faction_code', 'faction_rank', 'level'])
    .where('id', '=', accountId)
    .executeTakeFirst();
}

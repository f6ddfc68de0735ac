import type { AccountRow } from '../db/database';
import type { Executor } from './executor';

export interface AccountWithRoles extends AccountRow {
  roles: string[];
}

async function attachRoles(db: Executor, accounts: AccountRow[]): Promise<AccountWithRoles[]> {
  if (accounts.length === 0) return [];
  const roleRows = await db
    .selectFrom('account_roles')
    .select(['account_id', 'role_key'])
    .where(
      'account_id',
      'in',
      accounts.map((account) => account.id),
    )
    .orderBy('role_key')
    .execute();
  return accounts.map((account) => ({
    ...account,
    roles: roleRows.filter((row) => row.account_id === account.id).map((row) => row.role_key),
  }));
}

export async function findAccountByUsername(
  db: Executor,
  username: string,
): Promise<AccountWithRoles | undefined> {
  const account = await db
    .selectFrom('accounts')
    .selectAll()
    .where('username', '=', username.trim().toLowerCase())
    .executeTakeFirst();
  return account ? (await attachRoles(db, [account]))[0] : undefined;
}

export async function findAccountById(
  db: Executor,
  id: number,
): Promise<AccountWithRoles | undefined> {
  const account = await db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return account ? (await attachRoles(db, [account]))[0] : undefined;
}

export async function findAccountsByIds(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, AccountWithRoles>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const accounts = await db.selectFrom('accounts').selectAll().where('id', 'in', unique).execute();
  const withRoles = await attachRoles(db, accounts);
  return new Map(withRoles.map((account) => [account.id, account]));
}

export async function countAccounts(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Accounts that hold any of the roles, with at least the given power (live-event audiences). */
export async function findAccountIdsWithRoles(
  db: Executor,
  roleKeys: readonly string[],
): Promise<number[]> {
  if (roleKeys.length === 0) return [];
  const rows = await db
    .selectFrom('account_roles')
    .select('account_id')
    .distinct()
    .where('role_key', 'in', [...roleKeys])
    .execute();
  return rows.map((row) => row.account_id);
}

export async function findAccountIdsWithPowerAtLeast(
  db: Executor,
  power: number,
): Promise<number[]> {
  const rows = await db.selectFrom('accounts').select('id').where('power', '>=', power).execute();
  return rows.map((row) => row.id);
}

/** Accounts whose username or name is one of `keys` (already trimmed and lowercased). */
export function findAccountsByUsernameOrName(
  db: Executor,
  keys: readonly string[],
): Promise<{ id: number; username: string; name: string }[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('accounts')
    .select(['id', 'username', 'name'])
    .where((eb) =>
      eb.or([eb('username', 'in', [...keys]), eb(eb.fn('lower', ['name']), 'in', [...keys])]),
    )
    .execute();
}

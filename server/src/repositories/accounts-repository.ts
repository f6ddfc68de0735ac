import { sql } from 'kysely';
import type { AccountRow } from '../db/database';
import type { Executor } from './executor';

export interface AccountWithRoles extends AccountRow {
  roles: string[];
}

const ROLE_KEYS = sql<string[]>`coalesce(
  (select array_agg(account_roles.role_key order by account_roles.role_key)
     from account_roles where account_roles.account_id = accounts.id),
  '{}')`;

/** Accounts with their role keys in one statement (every lookup here is on a hot path). */
function accountsWithRoles(db: Executor) {
  return db.selectFrom('accounts').selectAll('accounts').select(ROLE_KEYS.as('roles'));
}

export function findAccountByUsername(
  db: Executor,
  username: string,
): Promise<AccountWithRoles | undefined> {
  return accountsWithRoles(db)
    .where('accounts.username', '=', username.trim().toLowerCase())
    .executeTakeFirst();
}

export function findAccountById(db: Executor, id: number): Promise<AccountWithRoles | undefined> {
  return accountsWithRoles(db).where('accounts.id', '=', id).executeTakeFirst();
}

export async function findAccountsByIds(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, AccountWithRoles>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const accounts = await accountsWithRoles(db).where('accounts.id', 'in', unique).execute();
  return new Map(accounts.map((account) => [account.id, account]));
}

/**
 * A live event's candidate audience in one statement: the given accounts, every holder of one of
 * the roles, and everyone with at least `minPower`.
 */
export async function findAudienceCandidates(
  db: Executor,
  {
    accountIds,
    roleKeys,
    minPower,
  }: { accountIds: readonly number[]; roleKeys: readonly string[]; minPower: number },
): Promise<AccountWithRoles[]> {
  return accountsWithRoles(db)
    .where((eb) =>
      eb.or([
        eb('accounts.power', '>=', minPower),
        ...(accountIds.length > 0 ? [eb('accounts.id', 'in', [...new Set(accountIds)])] : []),
        ...(roleKeys.length > 0
          ? [
              eb(
                'accounts.id',
                'in',
                eb
                  .selectFrom('account_roles')
                  .select('account_roles.account_id')
                  .where('account_roles.role_key', 'in', [...roleKeys]),
              ),
            ]
          : []),
      ]),
    )
    .execute();
}

export async function countAccounts(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
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

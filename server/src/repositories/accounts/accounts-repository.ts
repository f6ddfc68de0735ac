import { type RawBuilder, sql } from 'kysely';
import type { AccountRow } from '../../db/database';
import type { Executor } from '../executor';
import { slot } from '../statement-slots';

export interface AccountWithRoles extends AccountRow {
  /** The admin roles it holds, as the contract's permission rules name them. */
  adminRoles: string[];
}

/**
 * An account as the statements that present people read it: everything but its credentials
 * (`password_hash`, `external_subject`), which only signing in needs.
 */
export type ShownAccount = Omit<AccountWithRoles, 'password_hash' | 'external_subject'>;

const ROLE_KEYS = sql<string[]>`coalesce(
  (select array_agg(account_roles.role_key order by account_roles.role_key)
     from account_roles where account_roles.account_id = accounts.id),
  '{}')`;

/** Accounts with their role keys in one statement (every lookup here is on a hot path). */
export function accountsWithRoles(db: Executor) {
  return db.selectFrom('accounts').selectAll('accounts').select(ROLE_KEYS.as('adminRoles'));
}

/** `accountsWithRoles` without the credentials: the reads that present or count people. */
function shownAccountsWithRoles(db: Executor) {
  return db.selectFrom('accounts').select(SHOWN_ACCOUNT_COLUMNS).select(ROLE_KEYS.as('adminRoles'));
}

export function findAccountByUsername(
  db: Executor,
  username: string,
): Promise<AccountWithRoles | undefined> {
  return accountsWithRoles(db)
    .where('accounts.username', '=', username.trim().toLowerCase())
    .executeTakeFirst();
}

/** The account a single sign-on or game identity signs into (`external_subject`). */
export function findAccountBySubject(
  db: Executor,
  subject: string,
): Promise<AccountWithRoles | undefined> {
  return accountsWithRoles(db).where('accounts.external_subject', '=', subject).executeTakeFirst();
}

export function findAccountById(db: Executor, id: number): Promise<AccountWithRoles | undefined> {
  return accountsWithRoles(db).where('accounts.id', '=', id).executeTakeFirst();
}

export async function findAccountsByIds(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, ShownAccount>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const accounts = await shownAccountsWithRoles(db).where('accounts.id', 'in', unique).execute();
  return new Map(accounts.map((account) => [account.id, account]));
}

/** The author of a comment and the account it names (an assignment's target), by its id. */
export async function findCommentAccounts(
  db: Executor,
  commentId: number,
): Promise<Map<number, ShownAccount>> {
  const accounts = await shownAccountsWithRoles(db)
    .where(
      sql<boolean>`accounts.id in (
        select c.author_id from comments c where c.id = ${commentId}
        union all select c.target_account_id from comments c where c.id = ${commentId})`,
    )
    .execute();
  return new Map(accounts.map((account) => [account.id, account]));
}

/** Who a ticket's audience is read from besides its own people (`audienceCandidateIds`). */
export interface AudienceCandidates {
  also: { accountIds: readonly number[]; roleKeys: readonly string[] };
  minPower: number;
}

/**
 * Everyone who may see a ticket, as a superset by its id alone (an SQL set of account ids): its
 * creator, accused, assignees and partners, `also` (people it had before a change), holders of its
 * roles, of `also`'s roles and of its group's admin roles, and everyone with at least `minPower`.
 * The permission rules then decide among them. Powers are literals: under the connections' generic
 * plans a parameter could not use the partial index of staff (migration 0030).
 */
export function audienceCandidateIds(
  ticketId: number,
  { also, minPower }: AudienceCandidates,
): RawBuilder<number> {
  const ticket = sql`(select * from tickets where tickets.id = ${ticketId})`;
  return sql<number>`select s.id from accounts s where s.power >= ${sql.lit(minPower)}
    union all select t.created_by from ${ticket} t
    union all select t.report_accused_id from ${ticket} t
    union all select a.account_id from ticket_assignees a where a.ticket_id = ${ticketId}
    union all select p.account_id from report_partners p where p.ticket_id = ${ticketId}
    union all select unnest(${sql.val(also.accountIds)}::integer[])
    union all select h.account_id from account_roles h where h.role_key in (
      select r.role_key from ticket_role_assignees r where r.ticket_id = ${ticketId}
      union all select g.role_key from group_admin_roles g, ${ticket} t
        where g.group_key = t.group_key
      union all select unnest(${sql.val(also.roleKeys)}::text[]))`;
}

/**
 * `candidates` for a statement kept by shape (`statement-slots.ts`): their lists as slots, their
 * power (a literal) left as it is, to be part of the shape.
 */
export function slottedAudience(
  values: unknown[],
  { also, minPower }: AudienceCandidates,
): AudienceCandidates {
  return {
    minPower,
    also: { accountIds: slot(values, also.accountIds), roleKeys: slot(values, also.roleKeys) },
  };
}

/**
 * The columns of a `ShownAccount`: all of an account's but its credentials, in the order
 * `accountsJson` sends them (`accountFromJson` reads them by position).
 */
export const SHOWN_ACCOUNT_COLUMNS = [
  'id',
  'username',
  'name',
  'power',
  'server_id',
  'user_id',
  'faction_name',
  'faction_code',
  'faction_rank',
  'level',
  'game_important',
  'last_seen_at',
  'created_at',
  'erased_at',
] as const satisfies readonly (keyof ShownAccount)[];

/**
 * The accounts of `audienceCandidateIds`, with their roles, in a statement of their own, as the
 * statements that present people read them (`ShownAccount`).
 */
export function findTicketAudienceCandidates(
  db: Executor,
  ticketId: number,
  candidates: AudienceCandidates,
): Promise<ShownAccount[]> {
  return shownAccountsWithRoles(db)
    .where(sql<boolean>`accounts.id in (${audienceCandidateIds(ticketId, candidates)})`)
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
  const rows = await db
    .selectFrom('accounts')
    .select('id')
    .where('power', '>=', sql.lit(power))
    .execute();
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

/** Ids of the accounts created after `afterId`, oldest first (topping up a reverse index). */
export async function findAccountIdsAfter(db: Executor, afterId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('accounts')
    .select('id')
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Up to `limit` accounts whose name is `lowerName` in any case. */
export async function findAccountIdsByName(
  db: Executor,
  lowerName: string,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('accounts')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', lowerName))
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

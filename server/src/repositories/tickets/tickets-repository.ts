import { type CompiledQuery, type QueryCreator, sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import { type Database, type NewTicket, TICKET_COLUMNS, type TicketRow } from '../../db/database';
import {
  type AccountJson,
  accountFromJson,
  accountsFromJson,
  accountsJson,
  audienceJson,
} from '../accounts/accounts-json';
import {
  type AudienceCandidates,
  type ShownAccount,
  slottedAudience,
} from '../accounts/accounts-repository';
import { type GroupWithAdminRoles, groupWithAdminRolesOf } from '../community-repository';
import type { Executor } from '../executor';
import { keptStatement, slot } from '../statement-slots';

/** Who is attached to a ticket, as visibility and audiences need it. */
export interface TicketPeople {
  assigneeIds: number[];
  roleKeys: string[];
  partnerIds: number[];
  partners: { name: string; accountId: number | null }[];
}

export async function insertTicket(db: Executor, ticket: NewTicket): Promise<number> {
  const row = await db
    .insertInto('tickets')
    .values(ticket)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A ticket's people as three aggregates of its row (`tickets`), for any select of tickets. */
function peopleColumns() {
  return [
    sql<number[]>`coalesce(
      (select array_agg(a.account_id order by a.assigned_at, a.account_id)
         from ticket_assignees a where a.ticket_id = tickets.id),
      '{}')`.as('assignee_ids'),
    sql<string[]>`coalesce(
      (select array_agg(r.role_key order by r.role_key)
         from ticket_role_assignees r where r.ticket_id = tickets.id),
      '{}')`.as('role_keys'),
    sql<{ name: string; accountId: number | null }[]>`coalesce(
      (select json_agg(json_build_object('name', p.name, 'accountId', p.account_id)
                       order by p.position)
         from report_partners p where p.ticket_id = tickets.id),
      '[]')`.as('partners'),
  ] as const;
}

interface PeopleAggregates {
  assignee_ids: number[];
  role_keys: string[];
  partners: { name: string; accountId: number | null }[];
}

function ticketPeopleOf(row: PeopleAggregates): TicketPeople {
  return {
    assigneeIds: row.assignee_ids,
    roleKeys: row.role_keys,
    partnerIds: row.partners.flatMap((partner) =>
      partner.accountId === null ? [] : [partner.accountId],
    ),
    partners: row.partners,
  };
}

/** Each ticket's people in one statement (a list page's 25 tickets). */
export async function findTicketPeople(
  db: Executor,
  ticketIds: readonly number[],
): Promise<Map<number, TicketPeople>> {
  const people = new Map<number, TicketPeople>(
    ticketIds.map((id) => [id, { assigneeIds: [], roleKeys: [], partnerIds: [], partners: [] }]),
  );
  if (ticketIds.length === 0) return people;
  const rows = await db
    .selectFrom('tickets')
    .select(['tickets.id', ...peopleColumns()])
    .where('tickets.id', 'in', [...ticketIds])
    .execute();
  for (const row of rows) people.set(row.id, ticketPeopleOf(row));
  return people;
}

/** A ticket with the people on it and its group (with the group's admin roles). */
export interface TicketWithPeople {
  row: TicketRow;
  people: TicketPeople;
  group: GroupWithAdminRoles;
}

/** These tickets' rows (those that exist), for a batch's records (`loadTicketRecords`). */
export function findTicketRows(db: Executor, ticketIds: readonly number[]): Promise<TicketRow[]> {
  if (ticketIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tickets')
    .select(TICKET_COLUMNS)
    .where('id', 'in', [...ticketIds])
    .execute() as Promise<TicketRow[]>;
}

/** The read of `findTicketWithPeople`, for reads that select more with it. */
export function ticketWithPeopleQuery(db: QueryCreator<Database>, ticketId: number) {
  return db
    .selectFrom('tickets')
    .select(TICKET_COLUMNS)
    .select(peopleColumns())
    .select(groupWithAdminRolesOf(sql.ref('tickets.group_key')).as('group_with_roles'))
    .where('tickets.id', '=', ticketId);
}

/** A row of `ticketWithPeopleQuery`. */
export type TicketWithPeopleRow = TicketRow &
  PeopleAggregates & { group_with_roles: GroupWithAdminRoles | null };

/** A row of `ticketWithPeopleQuery` as the ticket, its people and its group. */
export function ticketWithPeopleOf(found: TicketWithPeopleRow): TicketWithPeople {
  const { assignee_ids, role_keys, partners, group_with_roles, ...row } = found;
  if (!group_with_roles) throw new Error(`Ticket ${row.id} has no group ${row.group_key}`);
  return {
    row,
    people: ticketPeopleOf({ assignee_ids, role_keys, partners }),
    group: group_with_roles,
  };
}

/**
 * A ticket, its people and its group in one statement: every call about one ticket starts here, and
 * three statements (three round trips when locking) were a third of a ticket read's work. `lock`
 * holds the ticket's row (not its group's) for the rest of the transaction.
 */
export async function findTicketWithPeople(
  db: Executor,
  ticketId: number,
  options: { lock?: boolean } = {},
): Promise<TicketWithPeople | undefined> {
  const [found] = (await db.executeQuery(ticketWithPeopleKept(db, ticketId, options))).rows;
  return found && ticketWithPeopleOf(found);
}

/** `findTicketWithPeople`'s statement as built (with values, or with slots to be kept). */
export function ticketWithPeopleStatement(
  db: Executor,
  ticketId: number,
  options: { lock?: boolean },
) {
  const query = ticketWithPeopleQuery(db, ticketId).$castTo<TicketWithPeopleRow>();
  return options.lock ? query.forUpdate('tickets') : query;
}

/** Kept locked and not: opening a ticket or its thread, and every change of one, start with it. */
const ticketWithPeopleStatements = new LRUCache<string, CompiledQuery<TicketWithPeopleRow>>({
  max: 2,
});

/** `ticketWithPeopleStatement` compiled once per shape (`keptStatement`). */
export function ticketWithPeopleKept(
  db: Executor,
  ticketId: number,
  options: { lock?: boolean },
): CompiledQuery<TicketWithPeopleRow> {
  const values: unknown[] = [];
  const id = slot(values, ticketId);
  return keptStatement(ticketWithPeopleStatements, String(Boolean(options.lock)), values, () =>
    ticketWithPeopleStatement(db, id, options),
  );
}

/**
 * `findTicketWithPeople` locked, with these accounts (and their roles) in the same statement: a
 * batch of comments locks its ticket and presents its authors, known before it is written. With
 * `audience`, its live audience's candidates (`audienceCandidateIds`) come with them.
 */
export async function lockTicketWithAccounts(
  db: Executor,
  ticketId: number,
  accountIds: readonly number[],
  audience?: AudienceCandidates,
): Promise<
  | {
      ticket: TicketWithPeople;
      accounts: Map<number, ShownAccount>;
      audience: ShownAccount[] | undefined;
    }
  | undefined
> {
  const [found] = (await db.executeQuery(lockedTicketQuery(db, ticketId, accountIds, audience)))
    .rows;
  if (!found) return undefined;
  const { named_accounts, audience_accounts, ...rest } = found;
  return {
    ticket: ticketWithPeopleOf(rest),
    accounts: accountsFromJson(named_accounts),
    audience: audience_accounts?.map(accountFromJson),
  };
}

type LockedTicketRow = TicketWithPeopleRow & {
  named_accounts: AccountJson[];
  audience_accounts: AccountJson[] | null;
};

/** Kept by the power of the audience asked for, if any. */
const lockedTicketStatements = new LRUCache<string, CompiledQuery<LockedTicketRow>>({ max: 8 });

/** `lockTicketWithAccounts`'s statement as built (with values, or with slots to be kept). */
export function lockedTicketStatement(
  db: Executor,
  ticketId: number,
  accountIds: readonly number[],
  audience: AudienceCandidates | undefined,
) {
  return ticketWithPeopleQuery(db, ticketId)
    .select(
      accountsJson(sql`select unnest(${sql.val(accountIds)}::integer[])`).as('named_accounts'),
    )
    .select(audienceJson(ticketId, audience).as('audience_accounts'))
    .forUpdate('tickets')
    .$castTo<LockedTicketRow>();
}

/** `lockedTicketStatement` compiled once per shape (`keptStatement`). */
export function lockedTicketQuery(
  db: Executor,
  ticketId: number,
  accountIds: readonly number[],
  audience: AudienceCandidates | undefined,
): CompiledQuery<LockedTicketRow> {
  const values: unknown[] = [];
  const id = slot(values, ticketId);
  const ids = slot(values, accountIds);
  const candidates = audience && slottedAudience(values, audience);
  return keptStatement(lockedTicketStatements, JSON.stringify([audience?.minPower]), values, () =>
    lockedTicketStatement(db, id, ids, candidates),
  );
}

export async function insertReportPartners(
  db: Executor,
  ticketId: number,
  partners: readonly { name: string; accountId: number | null }[],
): Promise<void> {
  if (partners.length === 0) return;
  await db
    .insertInto('report_partners')
    .values(
      partners.map((partner, position) => ({
        ticket_id: ticketId,
        position,
        name: partner.name,
        account_id: partner.accountId,
      })),
    )
    .execute();
}

/** The ticket columns an action may change beside its sort keys (`insertAuthorComments`). */
export type TicketStateChanges = Partial<
  Pick<TicketRow, 'status' | 'resolution' | 'closed_at' | 'is_assigned'>
>;

/** What joining the assignees changes on the ticket's row. */
export const ASSIGNED: TicketStateChanges = { is_assigned: true };

/**
 * The assignee's row alone: the ticket's `is_assigned` is the caller's to set (`ASSIGNED`), with
 * the action's other changes to the row, or by `addAssignee`.
 */
export async function insertAssignee(
  db: Executor,
  ticketId: number,
  accountId: number,
  assignedBy: number,
): Promise<void> {
  await db
    .insertInto('ticket_assignees')
    .values({ ticket_id: ticketId, account_id: accountId, assigned_by: assignedBy })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export async function addAssignee(
  db: Executor,
  ticketId: number,
  accountId: number,
  assignedBy: number,
): Promise<void> {
  await insertAssignee(db, ticketId, accountId, assignedBy);
  await db.updateTable('tickets').set({ is_assigned: true }).where('id', '=', ticketId).execute();
}

/**
 * Keeps the row's sort keys in step with its thread. Only comments everyone on the ticket can read
 * move them, so a staff-only note never shows up as activity or unread count to a player.
 */
export async function recordPublicComment(db: Executor, ticketId: number, at: Date): Promise<void> {
  await publicCommentsUpdate(db, ticketId, at, 1).execute();
}

/** `recordPublicComment` for `count` comments, the latest at `at`, not yet sent (to compose). */
export function publicCommentsUpdate(db: Executor, ticketId: number, at: Date, count: number) {
  return db
    .updateTable('tickets')
    .set({
      comments_count: sql<number>`comments_count + ${count}::int`,
      last_comment_at: sql<Date>`greatest(last_comment_at, ${at}::timestamptz)`,
    })
    .where('id', '=', ticketId);
}

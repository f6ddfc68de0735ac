import { type Expression, type SqlBool, sql } from 'kysely';
import type { Executor } from './executor';
import {
  afterCursorRanges,
  chosenAssigneesInList,
  filterConditions,
  listScope,
  type TicketListQuery,
} from './ticket-list-conditions';
import { SORTS, type TicketsScope } from './ticket-list-sorts';
import {
  inListScope,
  isAssignedTo,
  isGroupAdminOf,
  isOwnTicket,
  isRoleAssignedTo,
} from './ticket-visibility-sql';

type Condition = (eb: TicketsScope) => Expression<SqlBool>;

/**
 * Assignments a branch starts from: whose they are (`ta.account_id = …`, `tra.role_key = …`).
 * The branch reads them in the list's order from the sort-key copies on the assignment (0008),
 * so "assigned to me" or "to my role" is one ordered index range however small a share of the
 * list it is, and only the rows it returns are joined to their tickets.
 */
interface AssignmentSource {
  alias: 'ta' | 'tra';
  holder: Expression<SqlBool>;
}

/** Ordered, limited reads of the tickets matching `condition`; a page unions a few of them. */
export interface ListBranch {
  build(db: Executor, limit: number): ReturnType<typeof buildBranch>;
}

const always: Condition = () => sql<SqlBool>`true`;

const ASSIGNMENT_TABLES = { ta: 'ticket_assignees', tra: 'ticket_role_assignees' } as const;

function branchFrom(db: Executor, query: TicketListQuery, from: AssignmentSource | undefined) {
  const tickets = db.selectFrom('tickets');
  if (!from) return tickets;
  const table = sql.table(ASSIGNMENT_TABLES[from.alias]).as(from.alias);
  // The assignment's columns are only read through sql refs (sort keys, holder, scope); every
  // condition still speaks of tickets, so the branch keeps the tickets-only builder type.
  const joined = tickets.innerJoin(table, (join) =>
    join.on(sql<SqlBool>`${sql.ref(`${from.alias}.ticket_id`)} = tickets.id`),
  ) as unknown as typeof tickets;
  return joined.where(from.holder).where(inListScope(from.alias, listScope(query)));
}

function buildBranch(
  db: Executor,
  query: TicketListQuery,
  condition: Condition,
  rank: number | undefined,
  from: AssignmentSource | undefined,
  limit: number,
) {
  const { parts } = SORTS[query.sort];
  const source = from?.alias ?? 'tickets';
  const offset = rank === undefined ? 0 : 1;
  const after = rank === undefined ? query.after : query.after?.slice(1);
  const keyset = query.after !== undefined && (rank === undefined || query.after[0] === rank);
  const ranges: (Condition | undefined)[] =
    keyset && after ? afterCursorRanges(parts, after, source) : [undefined];
  return ranges.map((range) => {
    let select = branchFrom(db, query, from)
      .select('tickets.id')
      .select([
        ...(rank === undefined ? [] : [sql<number>`${sql.lit(rank)}::int`.as('cursor_0')]),
        ...parts.map((part, index) => part.value(source).as(`cursor_${index + offset}`)),
      ])
      .where((eb) => filterConditions(eb, query, source))
      .where(condition);
    if (range) select = select.where(range);
    for (const part of parts) select = select.orderBy(part.order(source), part.direction);
    return select.limit(limit);
  });
}

function branch(
  query: TicketListQuery,
  condition: Condition,
  rank?: number,
  from?: AssignmentSource,
): ListBranch {
  return { build: (db, limit) => buildBranch(db, query, condition, rank, from, limit) };
}

/** Assigned to the viewer (and, with the assignee filter, to one of the chosen staff too). */
function assignedToMe(query: TicketListQuery, rank?: number): ListBranch {
  const holder = sql<SqlBool>`ta.account_id = ${query.viewer.id}`;
  const chosen: Condition = (eb) => chosenAssigneesInList(eb, query) ?? sql<SqlBool>`true`;
  return branch(query, chosen, rank, { alias: 'ta', holder });
}

/**
 * Tickets matching `condition` among those assigned to the staff the assignee filter chose, one
 * branch per chosen account; without the filter, one branch over the whole list.
 */
function assignedToChosen(
  query: TicketListQuery,
  condition: Condition,
  rank?: number,
): ListBranch[] {
  if (!query.assignees) return [branch(query, condition, rank)];
  return query.assignees.map((accountId) =>
    branch(query, condition, rank, {
      alias: 'ta',
      holder: sql<SqlBool>`ta.account_id = ${accountId}`,
    }),
  );
}

/** Assigned to each of the viewer's roles, one branch per role (`also` narrows, e.g. not mine). */
function roleAssignedToMe(query: TicketListQuery, also: Condition, rank?: number): ListBranch[] {
  return query.viewer.roles.map((role) =>
    branch(query, also, rank, { alias: 'tra', holder: sql<SqlBool>`tra.role_key = ${role}` }),
  );
}

/** The groups the viewer administers that this list shows. */
function listedAdminGroups({ viewer, groups }: TicketListQuery): readonly string[] {
  return viewer.adminGroups.filter((group) => !groups || groups.includes(group));
}

const inGroup =
  (group: string): Condition =>
  (eb) =>
    eb('tickets.group_key', '=', group);

/**
 * Unassigned tickets a viewer sees, one disjoint condition per way so each branch is one ordered
 * index range: all for super-admins, else each group they administer (in the listed groups), and
 * their own tickets elsewhere.
 */
function visibleWhileUnassigned(query: TicketListQuery): Condition[] {
  const { viewer } = query;
  if (viewer.isSuperAdmin) return [always];
  return [
    ...listedAdminGroups(query).map((group): Condition => inGroup(group)),
    (eb) => eb.and([isOwnTicket(eb, viewer.id), eb.not(isGroupAdminOf(eb, viewer))]),
  ];
}

/**
 * SPEC §4 staff priority, one branch per rank: 0 reports caught in the act and unassigned, 1 mine,
 * 2 my role's, 3 unassigned, 4 assigned to others. Ranks before the cursor's are left out.
 */
export function rankedBranches(query: TicketListQuery): ListBranch[] {
  const { viewer, status, type } = query;
  const hasRoles = viewer.roles.length > 0;
  const notMine: Condition = (eb) => eb.not(isAssignedTo(eb, viewer.id));
  const unassignedVisible = visibleWhileUnassigned(query);
  const candidates: [number, boolean, ListBranch[]][] = [
    [
      0,
      type === 1 && status !== 'mine' && !query.assignees,
      unassignedVisible.map((visible) =>
        branch(
          query,
          (eb) =>
            eb.and([
              eb('tickets.in_fraganti', '=', true),
              eb('tickets.is_assigned', '=', false),
              visible(eb),
            ]),
          0,
        ),
      ),
    ],
    [1, status !== 'unassigned', [assignedToMe(query, 1)]],
    [
      2,
      hasRoles && status !== 'unassigned' && status !== 'mine',
      roleAssignedToMe(query, notMine, 2),
    ],
    [
      3,
      status !== 'mine' && !query.assignees,
      unassignedVisible.map((visible) =>
        branch(
          query,
          (eb) =>
            eb.and([
              eb('tickets.is_assigned', '=', false),
              ...(type === 1 ? [eb('tickets.in_fraganti', '=', false)] : []),
              visible(eb),
            ]),
          3,
        ),
      ),
    ],
    [
      4,
      status !== 'unassigned' && status !== 'mine',
      assignedToChosen(
        query,
        (eb) =>
          eb.and([
            eb('tickets.is_assigned', '=', true),
            notMine(eb),
            ...(hasRoles ? [eb.not(isRoleAssignedTo(eb, viewer))] : []),
            ...(viewer.isSuperAdmin ? [] : [isOwnTicket(eb, viewer.id)]),
          ]),
        4,
      ),
    ],
  ];
  const firstRank = query.after?.[0] ?? 0;
  return candidates
    .filter(([rank, possible]) => possible && rank >= firstRank)
    .flatMap(([, , branches]) => branches);
}

/**
 * Time sorts: super-admins read one ordered index; everyone else reads each way they can see a
 * ticket (own, assigned, role-assigned, group admin while unassigned) and the page merges them.
 */
export function unrankedBranches(query: TicketListQuery): ListBranch[] {
  const { viewer, status } = query;
  if (status === 'mine') return [assignedToMe(query)];
  if (viewer.isSuperAdmin) return assignedToChosen(query, always);
  const assignedPossible = status !== 'unassigned';
  return [
    branch(query, (eb) => isOwnTicket(eb, viewer.id)),
    ...(assignedPossible ? [assignedToMe(query), ...roleAssignedToMe(query, always)] : []),
    ...listedAdminGroups(query).map((group) =>
      branch(query, (eb) => eb.and([eb('tickets.is_assigned', '=', false), inGroup(group)(eb)])),
    ),
  ];
}

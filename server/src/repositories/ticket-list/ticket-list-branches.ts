import { type Expression, type SqlBool, sql } from 'kysely';
import type { Executor } from '../executor';
import {
  afterCursorRanges,
  chosenAssigneesInList,
  filterConditions,
  listScope,
  type TicketListQuery,
  ticketIdColumn,
} from './ticket-list-conditions';
import { SORTS, type TicketsScope } from './ticket-list-sorts';
import {
  inListScope,
  isAssignedTo,
  isGroupAdminOf,
  isOwnTicket,
  isPartnerTicket,
  isRoleAssignedTo,
  type TicketIdColumn,
} from './ticket-visibility-sql';

type TicketCondition = (eb: TicketsScope) => Expression<SqlBool>;
/** A branch condition; `ticketId` is where the branch's rows carry the ticket id. */
type Condition = (eb: TicketsScope, ticketId: TicketIdColumn) => Expression<SqlBool>;

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

/**
 * A staff member's own tickets (creator, accused, partner): a handful, read by primary key with
 * the cursor as one condition. Given the cursor's ranges one by one, the planner misjudges them
 * as tiny and walks a whole list order testing each row against the handful instead.
 */
const OWN_TICKETS = 'ownTickets';

type BranchSource = AssignmentSource | typeof OWN_TICKETS;

/** Ordered, limited reads of the tickets matching `condition`; a page unions a few of them. */
export interface ListBranch {
  build(db: Executor, limit: number): ReturnType<typeof buildBranch>;
}

const always: TicketCondition = () => sql<SqlBool>`true`;

const ASSIGNMENT_TABLES = { ta: 'ticket_assignees', tra: 'ticket_role_assignees' } as const;

/**
 * A branch read from assignments starts from them and left-joins its tickets: the join (to a
 * primary key, so never empty nor doubled) is dropped by the planner when no condition reads the
 * ticket, and the branch is then one index-only range.
 */
function branchFrom(db: Executor, query: TicketListQuery, from: AssignmentSource | undefined) {
  const tickets = db.selectFrom('tickets');
  if (!from) return tickets;
  const assignments = db
    .selectFrom(sql.table(ASSIGNMENT_TABLES[from.alias]).as(from.alias))
    .leftJoin('tickets', (join) =>
      join.on(sql<SqlBool>`tickets.id = ${sql.ref(`${from.alias}.ticket_id`)}`),
    );
  // The assignment's columns are only read through sql refs (sort keys, holder, scope); every
  // condition still speaks of tickets, so the branch keeps the tickets-only builder type.
  return (assignments as unknown as typeof tickets)
    .where(from.holder)
    .where(inListScope(from.alias, listScope(query)));
}

function buildBranch(
  db: Executor,
  query: TicketListQuery,
  condition: Condition,
  rank: number | undefined,
  from: BranchSource | undefined,
  limit: number,
) {
  const { parts } = SORTS[query.sort];
  const assignments = from === OWN_TICKETS ? undefined : from;
  const source = assignments?.alias ?? 'tickets';
  const ticketId = ticketIdColumn(source);
  const offset = rank === undefined ? 0 : 1;
  const after = rank === undefined ? query.after : query.after?.slice(1);
  const keyset = query.after !== undefined && (rank === undefined || query.after[0] === rank);
  const cursorRanges = keyset && after ? afterCursorRanges(parts, after, source) : [];
  const ranges: (TicketCondition | undefined)[] =
    cursorRanges.length === 0
      ? [undefined]
      : from === OWN_TICKETS
        ? [(eb) => eb.or(cursorRanges.map((range) => range(eb)))]
        : cursorRanges;
  return ranges.map((range) => {
    let select = branchFrom(db, query, assignments)
      .select(sql<number>`${sql.ref(ticketId)}`.as('id'))
      .select([
        ...(rank === undefined ? [] : [sql<number>`${sql.lit(rank)}::int`.as('cursor_0')]),
        ...parts.map((part, index) => part.value(source).as(`cursor_${index + offset}`)),
      ])
      .where((eb) => filterConditions(eb, query, source))
      .where((eb) => condition(eb, ticketId));
    if (from === OWN_TICKETS)
      select = select.where(isOwnTicket(query.viewer.id, listScope(query).status));
    if (range) select = select.where(range);
    for (const part of parts) select = select.orderBy(part.order(source), part.direction);
    return select.limit(sql.lit(limit));
  });
}

function branch(
  query: TicketListQuery,
  condition: Condition,
  rank?: number,
  from?: BranchSource,
): ListBranch {
  return { build: (db, limit) => buildBranch(db, query, condition, rank, from, limit) };
}

function assignmentsOf(accountId: number): AssignmentSource {
  return { alias: 'ta', holder: sql<SqlBool>`ta.account_id = ${accountId}` };
}

/** Assigned to the viewer (and, with the assignee filter, to one of the chosen staff too). */
function assignedToMe(query: TicketListQuery, rank?: number): ListBranch {
  const chosen: Condition = (eb, ticketId) =>
    chosenAssigneesInList(eb, query, ticketId) ?? sql<SqlBool>`true`;
  return branch(query, chosen, rank, assignmentsOf(query.viewer.id));
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
    branch(query, condition, rank, assignmentsOf(accountId)),
  );
}

/** Assigned to each of the viewer's roles, one branch per role (`also` narrows, e.g. not mine). */
function roleAssignedToMe(query: TicketListQuery, also: Condition, rank?: number): ListBranch[] {
  return query.viewer.adminRoles.map((role) =>
    branch(query, also, rank, { alias: 'tra', holder: sql<SqlBool>`tra.role_key = ${role}` }),
  );
}

/** The groups the viewer administers that this list shows. */
function listedAdminGroups({ viewer, groups }: TicketListQuery): readonly string[] {
  return viewer.adminGroups.filter((group) => !groups || groups.includes(group));
}

const inGroup =
  (group: string): TicketCondition =>
  (eb) =>
    eb('tickets.group_key', '=', sql.lit(group));

/**
 * Unassigned tickets a viewer sees that also match `also`, one branch per disjoint way so each
 * is one ordered index range: all for super-admins, else each group they administer (in the
 * listed groups), and their own tickets elsewhere.
 */
function unassignedBranches(
  query: TicketListQuery,
  rank: number,
  also: TicketCondition,
): ListBranch[] {
  const { viewer } = query;
  const unassigned: TicketCondition = (eb) =>
    eb.and([eb('tickets.is_assigned', '=', sql.lit(false)), also(eb)]);
  if (viewer.isSuperAdmin) return [branch(query, unassigned, rank)];
  return [
    ...listedAdminGroups(query).map((group) =>
      branch(query, (eb) => eb.and([unassigned(eb), inGroup(group)(eb)]), rank),
    ),
    branch(
      query,
      (eb) => eb.and([unassigned(eb), eb.not(isGroupAdminOf(viewer))]),
      rank,
      OWN_TICKETS,
    ),
  ];
}

/**
 * SPEC §4 staff priority, one branch per rank: 0 reports caught in the act and unassigned, 1 mine,
 * 2 my role's, 3 unassigned, 4 assigned to others. Ranks before the cursor's are left out.
 */
export function rankedBranches(query: TicketListQuery): ListBranch[] {
  const { viewer, status, type } = query;
  const hasRoles = viewer.adminRoles.length > 0;
  const notMine: Condition = (eb, ticketId) => eb.not(isAssignedTo(eb, viewer.id, ticketId));
  const assignedToOthers: Condition = (eb, ticketId) =>
    eb.and([
      // Read from a chosen account's assignments, the ticket is assigned already.
      ...(ticketId === 'tickets.id' ? [eb('tickets.is_assigned', '=', sql.lit(true))] : []),
      notMine(eb, ticketId),
      ...(hasRoles ? [eb.not(isRoleAssignedTo(eb, viewer, ticketId))] : []),
    ]);
  const candidates: [number, boolean, ListBranch[]][] = [
    [
      0,
      type === 1 && status !== 'mine' && !query.assignees,
      unassignedBranches(query, 0, (eb) => eb('tickets.in_fraganti', '=', sql.lit(true))),
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
      unassignedBranches(query, 3, (eb) =>
        type === 1 ? eb('tickets.in_fraganti', '=', sql.lit(false)) : always(eb),
      ),
    ],
    [
      4,
      status !== 'unassigned' && status !== 'mine',
      // Others' tickets: every one for super-admins, only their own tickets for anyone else.
      viewer.isSuperAdmin
        ? assignedToChosen(query, assignedToOthers, 4)
        : [branch(query, assignedToOthers, 4, OWN_TICKETS)],
    ],
  ];
  const firstRank = query.after?.[0] ?? 0;
  return candidates
    .filter(([rank, possible]) => possible && rank >= firstRank)
    .flatMap(([, , branches]) => branches);
}

/**
 * The viewer's own tickets: those they created and those they are accused in, each one range of
 * its own index (0010), and the few they are a partner in.
 */
function ownTicketBranches(query: TicketListQuery): ListBranch[] {
  const viewerId = query.viewer.id;
  return [
    branch(query, (eb) => eb('tickets.created_by', '=', viewerId)),
    branch(query, (eb) => eb('tickets.report_accused_id', '=', viewerId)),
    branch(query, () => isPartnerTicket(viewerId)),
  ];
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
    ...ownTicketBranches(query),
    ...(assignedPossible ? [assignedToMe(query), ...roleAssignedToMe(query, always)] : []),
    ...listedAdminGroups(query).map((group) =>
      branch(query, (eb) =>
        eb.and([eb('tickets.is_assigned', '=', sql.lit(false)), inGroup(group)(eb)]),
      ),
    ),
  ];
}

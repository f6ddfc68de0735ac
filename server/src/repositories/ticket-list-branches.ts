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
  isAssignedTo,
  isGroupAdminOf,
  isOwnTicket,
  isRoleAssignedTo,
} from './ticket-visibility-sql';

type Condition = (eb: TicketsScope) => Expression<SqlBool>;

/** Ordered, limited reads of the tickets matching `condition`; a page unions a few of them. */
export interface ListBranch {
  build(db: Executor, limit: number): ReturnType<typeof buildBranch>;
}

const always: Condition = () => sql<SqlBool>`true`;

function buildBranch(
  db: Executor,
  query: TicketListQuery,
  condition: Condition,
  rank: number | undefined,
  limit: number,
) {
  const { parts } = SORTS[query.sort];
  const offset = rank === undefined ? 0 : 1;
  const after = rank === undefined ? query.after : query.after?.slice(1);
  const keyset = query.after !== undefined && (rank === undefined || query.after[0] === rank);
  const ranges: (Condition | undefined)[] =
    keyset && after ? afterCursorRanges(parts, after) : [undefined];
  return ranges.map((range) => {
    let select = db
      .selectFrom('tickets')
      .select('tickets.id')
      .select((eb) => [
        ...(rank === undefined ? [] : [sql<number>`${sql.lit(rank)}::int`.as('cursor_0')]),
        ...parts.map((part, index) => part.value(eb).as(`cursor_${index + offset}`)),
      ])
      .where((eb) => filterConditions(eb, query))
      .where(condition);
    if (range) select = select.where(range);
    for (const part of parts) select = select.orderBy((eb) => part.order(eb), part.direction);
    return select.limit(limit);
  });
}

function branch(query: TicketListQuery, condition: Condition, rank?: number): ListBranch {
  return { build: (db, limit) => buildBranch(db, query, condition, rank, limit) };
}

/**
 * Assigned to the viewer. Stated with `is_assigned` and a correlated EXISTS so the planner walks
 * the sort's own index and probes the assignee key per row, instead of sorting every ticket a
 * busy staff member was ever assigned. With the assignee filter, both sides are restated on this
 * list's assignments (0007) so the two small sets are intersected.
 */
const assignedToMe =
  (query: TicketListQuery): Condition =>
  (eb) => {
    const chosen = chosenAssigneesInList(eb, query);
    if (!chosen)
      return eb.and([eb('tickets.is_assigned', '=', true), isAssignedTo(eb, query.viewer.id)]);
    return eb.and([
      eb('tickets.is_assigned', '=', true),
      isAssignedTo(eb, query.viewer.id, listScope(query)),
      chosen,
    ]);
  };

/** Assigned to one of the viewer's roles, read from the roles' assignments in this list. */
const roleAssignedToMe =
  (query: TicketListQuery): Condition =>
  (eb) =>
    eb.and([
      eb('tickets.is_assigned', '=', true),
      isRoleAssignedTo(eb, query.viewer, listScope(query)),
    ]);

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
  const candidates: [number, boolean, Condition[]][] = [
    [
      0,
      type === 1 && status !== 'mine',
      unassignedVisible.map(
        (visible): Condition =>
          (eb) =>
            eb.and([
              eb('tickets.in_fraganti', '=', true),
              eb('tickets.is_assigned', '=', false),
              visible(eb),
            ]),
      ),
    ],
    [1, status !== 'unassigned', [assignedToMe(query)]],
    [
      2,
      hasRoles && status !== 'unassigned' && status !== 'mine',
      [(eb) => eb.and([roleAssignedToMe(query)(eb), notMine(eb)])],
    ],
    [
      3,
      status !== 'mine',
      unassignedVisible.map(
        (visible): Condition =>
          (eb) =>
            eb.and([
              eb('tickets.is_assigned', '=', false),
              ...(type === 1 ? [eb('tickets.in_fraganti', '=', false)] : []),
              visible(eb),
            ]),
      ),
    ],
    [
      4,
      status !== 'unassigned' && status !== 'mine',
      [
        (eb) =>
          eb.and([
            eb('tickets.is_assigned', '=', true),
            notMine(eb),
            ...(hasRoles ? [eb.not(isRoleAssignedTo(eb, viewer))] : []),
            ...(viewer.isSuperAdmin ? [] : [isOwnTicket(eb, viewer.id)]),
          ]),
      ],
    ],
  ];
  const firstRank = query.after?.[0] ?? 0;
  return candidates
    .filter(([rank, possible]) => possible && rank >= firstRank)
    .flatMap(([rank, , conditions]) =>
      conditions.map((condition) => branch(query, condition, rank)),
    );
}

/**
 * Time sorts: super-admins read one ordered index; everyone else reads each way they can see a
 * ticket (own, assigned, role-assigned, group admin while unassigned) and the page merges them.
 */
export function unrankedBranches(query: TicketListQuery): ListBranch[] {
  const { viewer, status } = query;
  if (status === 'mine') return [branch(query, assignedToMe(query))];
  if (viewer.isSuperAdmin) return [branch(query, always)];
  const hasRoles = viewer.roles.length > 0;
  const assignedPossible = status !== 'unassigned';
  const sources: Condition[] = [
    (eb) => isOwnTicket(eb, viewer.id),
    ...(assignedPossible ? [assignedToMe(query)] : []),
    ...(assignedPossible && hasRoles ? [roleAssignedToMe(query)] : []),
    ...listedAdminGroups(query).map(
      (group): Condition =>
        (eb) =>
          eb.and([eb('tickets.is_assigned', '=', false), inGroup(group)(eb)]),
    ),
  ];
  return sources.map((source) => branch(query, source));
}

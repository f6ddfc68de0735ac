import type { TicketStatus, TicketType } from '@portal/shared/contract';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/database';

/** The viewer as the list's SQL sees them: who they are, and what their roles administer. */
export interface VisibilityViewer {
  id: number;
  power: number;
  adminRoles: readonly string[];
  isSuperAdmin: boolean;
  /** Groups whose admin roles the viewer holds, resolved once from the catalog. */
  adminGroups: readonly string[];
}

type TicketsScope = ExpressionBuilder<Database, 'tickets'>;

const NEVER = sql<SqlBool>`false`;

/** The tab and status a list reads: assignments carry copies of both (migration 0007). */
export interface ListScope {
  type: TicketType;
  status: TicketStatus;
}

/**
 * Restates the list's own tab and status on an assignment row. Redundant for the result, but it
 * lets the planner read the assignee's few open assignments from the `*_list_idx` indexes instead
 * of every assignment they ever had.
 */
export function inListScope(alias: 'ta' | 'tra' | 'chosen', scope: ListScope) {
  return sql<SqlBool>`${sql.ref(`${alias}.ticket_type`)} = ${sql.lit(scope.type)}
    and ${sql.ref(`${alias}.ticket_status`)} = ${sql.lit(scope.status)}`;
}

/**
 * Where a condition finds the ticket's id: on the ticket, or on the assignment a list branch reads
 * (then the branch never needs the ticket row itself, see `ticket-list-branches`).
 */
export type TicketIdColumn = 'tickets.id' | 'ta.ticket_id' | 'tra.ticket_id';

export function isAssignedTo(
  eb: TicketsScope,
  accountId: number,
  ticketId: TicketIdColumn = 'tickets.id',
): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('ticket_assignees as assigned')
      .select(sql.lit(1).as('one'))
      .where(sql<SqlBool>`assigned.ticket_id = ${sql.ref(ticketId)}`)
      .where('assigned.account_id', '=', accountId),
  );
}

export function isRoleAssignedTo(
  eb: TicketsScope,
  viewer: VisibilityViewer,
  ticketId: TicketIdColumn = 'tickets.id',
): Expression<SqlBool> {
  if (viewer.adminRoles.length === 0) return NEVER;
  return eb.exists(
    eb
      .selectFrom('ticket_role_assignees as role_assigned')
      .select(sql.lit(1).as('one'))
      .where(sql<SqlBool>`role_assigned.ticket_id = ${sql.ref(ticketId)}`)
      .where('role_assigned.role_key', 'in', [...viewer.adminRoles]),
  );
}

/** The groups as literals, so a list over one of them reads that group's own index range. */
export function isGroupAdminOf(viewer: Pick<VisibilityViewer, 'adminGroups'>): Expression<SqlBool> {
  if (viewer.adminGroups.length === 0) return NEVER;
  return sql<SqlBool>`tickets.group_key in (${sql.join(viewer.adminGroups.map((group) => sql.lit(group)))})`;
}

/**
 * SQL twin of the contract's `canSeeTicket`: creator, assignee, role-assigned, accused, partner,
 * or admin of the group while unassigned; super-admins see everything. A test checks both agree.
 */
export function canSeeTicketSql(eb: TicketsScope, viewer: VisibilityViewer): Expression<SqlBool> {
  if (viewer.isSuperAdmin) return sql<SqlBool>`true`;
  return eb.or([
    eb('tickets.created_by', '=', viewer.id),
    eb('tickets.report_accused_id', '=', viewer.id),
    isAssignedTo(eb, viewer.id),
    eb.exists(
      eb
        .selectFrom('report_partners as rp')
        .select(sql.lit(1).as('one'))
        .whereRef('rp.ticket_id', '=', 'tickets.id')
        .where('rp.account_id', '=', viewer.id),
    ),
    isRoleAssignedTo(eb, viewer),
    eb.and([eb('tickets.is_assigned', '=', sql.lit(false)), isGroupAdminOf(viewer)]),
  ]);
}

/** The viewer is named in the ticket's report, as accused or partner (never null: it is negated). */
function isReportPartySql(eb: TicketsScope, viewerId: number): Expression<SqlBool> {
  return eb.or([
    eb.and([
      eb('tickets.report_accused_id', 'is not', null),
      eb('tickets.report_accused_id', '=', viewerId),
    ]),
    eb.exists(
      eb
        .selectFrom('report_partners as rp')
        .select(sql.lit(1).as('one'))
        .whereRef('rp.ticket_id', '=', 'tickets.id')
        .where('rp.account_id', '=', viewerId),
    ),
  ]);
}

/**
 * SQL twin of the contract's `canSeeStaffOnlyComments` for a staff viewer: an admin of the ticket
 * (super-admin, group admin role, role-assigned) or assigned to it, and never while named in its
 * report. A test checks both agree.
 */
export function canSeeStaffNotesSql(
  eb: TicketsScope,
  viewer: VisibilityViewer,
): Expression<SqlBool> {
  const onTicket = viewer.isSuperAdmin
    ? sql<SqlBool>`true`
    : eb.or([isGroupAdminOf(viewer), isRoleAssignedTo(eb, viewer), isAssignedTo(eb, viewer.id)]);
  return eb.and([onTicket, eb.not(isReportPartySql(eb, viewer.id))]);
}

/**
 * Ids of the tickets in `status` a viewer is personally on as creator, accused or partner, each
 * part read from its own index with the status in its range: a player's history grows without
 * bound, and every id here is a probe of the tickets table (a badge over 103 tickets, 3 of them
 * open, probed all 103 for 2.3 ms). Partners are a handful and carry no status. Written as SQL
 * text: every first page's badges and every own-ticket branch build it, and the query builder
 * cost more than the statement runs.
 */
function ownTicketIds(viewerId: number, status: TicketStatus) {
  const inStatus = sql.lit(status);
  return sql`select created.id from tickets as created
      where created.created_by = ${viewerId} and created.status = ${inStatus}
    union all select accused.id from tickets as accused
      where accused.report_accused_id = ${viewerId} and accused.status = ${inStatus}
    union all ${partnerTicketIds(viewerId)}`;
}

function partnerTicketIds(viewerId: number) {
  return sql`select partner.ticket_id as id from report_partners as partner
    where partner.account_id = ${viewerId}`;
}

/** The viewer is a partner in the report: a handful of tickets, read by primary key. */
export function isPartnerTicket(viewerId: number): Expression<SqlBool> {
  return sql<SqlBool>`tickets.id = any(array(${partnerTicketIds(viewerId)}))`;
}

/**
 * The viewer is on the ticket as creator, accused or partner, among the tickets in `status` (the
 * caller still tests the ticket's own status: a partner's tickets come in any): a handful of
 * tickets, read by primary key. Stated as `in (subquery)`, the planner may instead walk a whole
 * list order testing each row.
 */
export function isOwnTicket(viewerId: number, status: TicketStatus): Expression<SqlBool> {
  return sql<SqlBool>`tickets.id = any(array(${ownTicketIds(viewerId, status)}))`;
}

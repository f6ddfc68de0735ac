import {
  type BulkActionBody,
  type BulkAssignees,
  canAssign,
  ERROR_CODES,
  isStaff,
  POWER,
  TICKET_TYPE,
  type TicketOutcomes,
} from '@portal/shared/contract';
import { loadTicketRecords } from '../../domain/ticket-record';
import { refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { presentAccountToAdmin } from '../../presenters/account-presenter';
import { presentRole } from '../../presenters/group-presenter';
import { listRoles } from '../../repositories/community-repository';
import { findEligibleStaff } from '../../repositories/tickets/assignments-repository';
import { findTicketRows } from '../../repositories/tickets/tickets-repository';
import type { ServiceDeps } from '../service-deps';
import { viewerCanSee } from '../tickets/ticket-access';
import { assignRoleChange } from './assign-roles';
import { assignUserChange, takeChange } from './assign-users';
import { closeChange } from './ticket-status';
import { changeEach, type TicketChange } from './ticket-transition';

function assertStaff(viewer: Viewer): void {
  if (!isStaff(viewer)) throw refuse({ code: ERROR_CODES.staffOnly });
}

/** The single action's change; closing gives the one resolution asked to the reports alone. */
function bulkChange(viewer: Viewer, body: BulkActionBody): TicketChange {
  switch (body.action) {
    case 'take':
      return takeChange(viewer);
    case 'assignUser':
      return assignUserChange(viewer, body.userId);
    case 'assignRole':
      return assignRoleChange(viewer, body.key);
    case 'close': {
      const closeReport = closeChange(viewer, body.resolveType);
      const closeSupport = closeChange(viewer, undefined);
      return (trx, record, at) =>
        (record.row.type === TICKET_TYPE.report ? closeReport : closeSupport)(trx, record, at);
    }
  }
}

/**
 * POST /tickets/bulk: the action on each ticket in the order given, each exactly as the single
 * call would make it (its permission, thread line, live events and audit entry).
 */
export function bulkAction(
  deps: ServiceDeps,
  viewer: Viewer,
  body: BulkActionBody,
): Promise<TicketOutcomes> {
  assertStaff(viewer);
  return changeEach(deps, viewer, body.ticketIds, bulkChange(viewer, body));
}

/**
 * POST /tickets/bulk/assignees: the staff eligible for at least one of the chosen tickets the
 * viewer may hand on, and the roles. Whether each ticket takes them is judged when assigning.
 */
export async function bulkAssignees(
  deps: ServiceDeps,
  viewer: Viewer,
  ticketIds: readonly number[],
): Promise<BulkAssignees> {
  assertStaff(viewer);
  const [rows, groups, roles] = await Promise.all([
    findTicketRows(deps.db, ticketIds),
    deps.catalog.groups(),
    listRoles(deps.db),
  ]);
  const records = await loadTicketRecords(
    deps.db,
    rows,
    new Map(groups.map((group) => [group.key, group])),
  );
  const assignable = records.filter(
    (record) => viewerCanSee(viewer, record) && canAssign(viewer, record.group, record.facts),
  );
  if (assignable.length === 0) return { staff: [], roles: [] };
  const adminRoleSets = new Map(
    assignable.map(({ group }) => [group.adminRoles.join('\n'), group.adminRoles]),
  );
  const eligible = await Promise.all(
    [...adminRoleSets.values()].map((adminRoles) =>
      findEligibleStaff(deps.db, adminRoles, POWER.staff, POWER.superAdmin),
    ),
  );
  const staff = new Map(eligible.flat().map((account) => [account.id, account]));
  return {
    staff: [...staff.values()]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((account) => presentAccountToAdmin(account, deps.pseudonyms)),
    roles: roles.map(presentRole),
  };
}

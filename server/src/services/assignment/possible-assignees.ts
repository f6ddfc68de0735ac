import {
  canFilterByAssignee,
  ERROR_CODES,
  isReportParty,
  POWER,
  type Role,
  type StaffAccount,
} from '@portal/shared/contract';
import { refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { presentAccountToAdmin } from '../../presenters/account-presenter';
import { presentRole } from '../../presenters/group-presenter';
import {
  findAccountIdsWithPowerAtLeast,
  findAccountsByIds,
} from '../../repositories/accounts/accounts-repository';
import { listRoles } from '../../repositories/community-repository';
import { findEligibleStaff } from '../../repositories/tickets/assignments-repository';
import type { ServiceDeps } from '../service-deps';
import { loadVisibleTicket } from '../tickets/ticket-access';
import { assertMayAssign } from './assignment-rules';

/** GET /ticketPossibleAssigness/:ticketId — staff of the group not yet on the ticket (admins). */
export async function possibleAssignees(
  deps: ServiceDeps,
  viewer: Viewer,
  ticketId: number,
): Promise<StaffAccount[]> {
  const record = await loadVisibleTicket(deps.db, viewer, ticketId);
  assertMayAssign(viewer, record);
  const staff = await findEligibleStaff(
    deps.db,
    record.group.adminRoles,
    POWER.staff,
    POWER.superAdmin,
  );
  const facts = record.facts;
  return staff
    .filter((account) => !record.people.assigneeIds.includes(account.id))
    .filter((account) => !isReportParty(account, facts))
    .map((account) => presentAccountToAdmin(account, deps.pseudonyms));
}

/**
 * GET /staff — every staff member by name, for the assignee filter of super-admins. Not a call of
 * SPEC §7: without it, listing names meant `GET /getLastMonthStats`, every ticket of the month.
 */
export async function staffDirectory(deps: ServiceDeps, viewer: Viewer): Promise<StaffAccount[]> {
  if (!canFilterByAssignee(viewer)) {
    throw refuse({ code: ERROR_CODES.directoryNotAllowed });
  }
  const ids = await findAccountIdsWithPowerAtLeast(deps.db, POWER.staff);
  const accounts = await findAccountsByIds(deps.db, ids);
  return [...accounts.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((account) => presentAccountToAdmin(account, deps.pseudonyms));
}

/** GET /ticketRolePossibleAssigness/:ticketId — roles not yet assigned to the ticket (admins). */
export async function possibleRoleAssignees(
  deps: ServiceDeps,
  viewer: Viewer,
  ticketId: number,
): Promise<Role[]> {
  const record = await loadVisibleTicket(deps.db, viewer, ticketId);
  assertMayAssign(viewer, record);
  const roles = await listRoles(deps.db);
  return roles.filter((role) => !record.people.roleKeys.includes(role.key)).map(presentRole);
}

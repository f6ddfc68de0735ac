import { POWER, type Role, type StaffAccount } from '@portal/shared/contract';
import type { Viewer } from '../../identity/viewer';
import { presentRole } from '../../presenters/group-presenter';
import { findEligibleStaff } from '../../repositories/assignments-repository';
import { listRoles } from '../../repositories/community-repository';
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
  return staff
    .filter((account) => !record.people.assigneeIds.includes(account.id))
    .map((account) => ({
      _id: account.id,
      name: account.name,
      visualId: deps.pseudonyms.ofAccount(account.id),
      power: account.power,
    }));
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

import type { Ticket } from '@portal/shared/contract';
import { ERROR_CODES } from '@portal/shared/contract';
import { refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { listRoles } from '../../repositories/community-repository';
import {
  addRoleAssignee,
  removeRoleAssignee,
} from '../../repositories/tickets/assignments-repository';
import type { ServiceDeps } from '../service-deps';
import { assertMayAssign } from './assignment-rules';
import { logAction, runTicketTransition } from './ticket-transition';

/** POST /assignRole: everyone holding the role may now handle the ticket; the thread logs the key. */
export function assignRole(
  deps: ServiceDeps,
  viewer: Viewer,
  input: { ticketId: number; key: string },
): Promise<Ticket> {
  return runTicketTransition(deps, viewer, input.ticketId, async (trx, record, at) => {
    assertMayAssign(viewer, record);
    if (record.people.roleKeys.includes(input.key)) {
      throw refuse({ code: ERROR_CODES.alreadyAssigned });
    }
    const roles = await listRoles(trx);
    if (!roles.some((role) => role.key === input.key)) {
      throw refuse({ code: ERROR_CODES.roleNotFound, path: 'key' });
    }
    await addRoleAssignee(trx, input.ticketId, input.key, viewer.id);
    const entry = { action: 'assignRole' as const, message: input.key };
    return { commentIds: [await logAction(trx, viewer, input.ticketId, entry, at)] };
  });
}

/** POST /unassignRole: removes an assigned role; the thread logs the key. */
export function unassignRole(
  deps: ServiceDeps,
  viewer: Viewer,
  input: { ticketId: number; key: string },
): Promise<Ticket> {
  return runTicketTransition(deps, viewer, input.ticketId, async (trx, record, at) => {
    assertMayAssign(viewer, record);
    if (!record.people.roleKeys.includes(input.key)) {
      throw refuse({ code: ERROR_CODES.notAssigned });
    }
    await removeRoleAssignee(trx, input.ticketId, input.key);
    const entry = { action: 'unassignRole' as const, message: input.key };
    return { commentIds: [await logAction(trx, viewer, input.ticketId, entry, at)] };
  });
}

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
import { logAction, runTicketTransition, type TicketChange } from './ticket-transition';

/** Assign a role: everyone holding it may now handle the ticket; the thread logs the key. */
export function assignRoleChange(viewer: Viewer, key: string): TicketChange {
  return async (trx, record, at) => {
    assertMayAssign(viewer, record);
    if (record.people.roleKeys.includes(key)) {
      throw refuse({ code: ERROR_CODES.alreadyAssigned });
    }
    const roles = await listRoles(trx);
    if (!roles.some((role) => role.key === key)) {
      throw refuse({ code: ERROR_CODES.roleNotFound, path: 'key' });
    }
    const ticketId = record.row.id;
    await addRoleAssignee(trx, ticketId, key, viewer.id);
    const entry = { action: 'assignRole' as const, message: key };
    return logAction(trx, viewer, ticketId, entry, at);
  };
}

/** POST /assignRole */
export function assignRole(
  deps: ServiceDeps,
  viewer: Viewer,
  input: { ticketId: number; key: string },
): Promise<Ticket> {
  return runTicketTransition(deps, viewer, input.ticketId, assignRoleChange(viewer, input.key));
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
    return logAction(trx, viewer, input.ticketId, entry, at);
  });
}

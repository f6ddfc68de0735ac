import { ERROR_CODES, isReportParty, POWER, type Ticket } from '@portal/shared/contract';
import type { TicketRecord } from '../../domain/ticket-record';
import { refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import type { Executor } from '../../repositories/executor';
import {
  findEligibleStaff,
  removeAssignee,
} from '../../repositories/tickets/assignments-repository';
import { ASSIGNED, insertAssignee } from '../../repositories/tickets/tickets-repository';
import type { ServiceDeps } from '../service-deps';
import { assertMayAssign, assertMayTake } from './assignment-rules';
import { logAction, runTicketTransition, type TicketChange } from './ticket-transition';

/** Take: the viewer assigns themselves and the thread logs `take`. */
export function takeChange(viewer: Viewer): TicketChange {
  return async (trx, record, at) => {
    assertMayTake(viewer, record);
    const ticketId = record.row.id;
    await insertAssignee(trx, ticketId, viewer.id, viewer.id);
    const entry = { action: 'take' as const };
    return logAction(trx, viewer, ticketId, entry, at, ASSIGNED);
  };
}

/** POST /takeTicket */
export function takeTicket(deps: ServiceDeps, viewer: Viewer, ticketId: number): Promise<Ticket> {
  return runTicketTransition(deps, viewer, ticketId, takeChange(viewer));
}

async function assertEligible(db: Executor, record: TicketRecord, userId: number) {
  const staff = await findEligibleStaff(db, record.group.adminRoles, POWER.staff, POWER.superAdmin);
  if (isReportParty({ id: userId }, record.facts)) {
    throw refuse({ code: ERROR_CODES.reportParty, path: 'userId' });
  }
  if (!staff.some((account) => account.id === userId)) {
    throw refuse({ code: ERROR_CODES.notEligible, path: 'userId' });
  }
}

/** Assign: an eligible staff member joins the assignees; the thread names them. */
export function assignUserChange(viewer: Viewer, userId: number): TicketChange {
  return async (trx, record, at) => {
    assertMayAssign(viewer, record);
    if (record.people.assigneeIds.includes(userId)) {
      throw refuse({ code: ERROR_CODES.alreadyAssigned });
    }
    await assertEligible(trx, record, userId);
    const ticketId = record.row.id;
    await insertAssignee(trx, ticketId, userId, viewer.id);
    const entry = { action: 'assign' as const, targetAccountId: userId };
    return logAction(trx, viewer, ticketId, entry, at, ASSIGNED);
  };
}

/** POST /assignUser */
export function assignUser(
  deps: ServiceDeps,
  viewer: Viewer,
  input: { ticketId: number; userId: number },
): Promise<Ticket> {
  return runTicketTransition(deps, viewer, input.ticketId, assignUserChange(viewer, input.userId));
}

/** POST /unassignUser: removes a current assignee; the thread names them. */
export function unassignUser(
  deps: ServiceDeps,
  viewer: Viewer,
  input: { ticketId: number; userId: number },
): Promise<Ticket> {
  return runTicketTransition(deps, viewer, input.ticketId, async (trx, record, at) => {
    assertMayAssign(viewer, record);
    if (!record.people.assigneeIds.includes(input.userId)) {
      throw refuse({ code: ERROR_CODES.notAssigned });
    }
    await removeAssignee(trx, input.ticketId, input.userId);
    const entry = { action: 'unassign' as const, targetAccountId: input.userId };
    return logAction(trx, viewer, input.ticketId, entry, at);
  });
}

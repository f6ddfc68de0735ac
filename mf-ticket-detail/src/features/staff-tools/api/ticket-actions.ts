import { type CLOSE_RESOLUTIONS, calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';

export type CloseResolution = (typeof CLOSE_RESOLUTIONS)[number];

/** POST /takeTicket {ticketId} → the ticket. */
export function takeTicket(ticketId: number) {
  return callApi(calls.takeTicket, { body: { ticketId } });
}

/** POST /closeTicket {ticketId, resolveType?} → the ticket (reports need a resolution). */
export function closeTicket(ticketId: number, resolveType?: CloseResolution) {
  const body = resolveType === undefined ? { ticketId } : { ticketId, resolveType };
  return callApi(calls.closeTicket, { body });
}

/** POST /reopenTicket {ticketId} → the ticket. */
export function reopenTicket(ticketId: number) {
  return callApi(calls.reopenTicket, { body: { ticketId } });
}

// SPEC §8: failed assign and unassign calls are only logged, so they skip the Error dialog.
const quiet = { skipErrorDialog: true } as const;

/** POST /assignUser or /unassignUser {ticketId, userId} → the ticket. */
export function changeUserAssignment(ticketId: number, userId: number, assigned: boolean) {
  const call = assigned ? calls.assignUser : calls.unassignUser;
  return callApi(call, { body: { ticketId, userId }, ...quiet });
}

/** POST /assignRole or /unassignRole {ticketId, key} → the ticket. */
export function changeRoleAssignment(ticketId: number, key: string, assigned: boolean) {
  const call = assigned ? calls.assignRole : calls.unassignRole;
  return callApi(call, { body: { ticketId, key }, ...quiet });
}

import { calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';

/**
 * POST /assignUser or /unassignUser {ticketId, userId} → the ticket. SPEC §8: a failure is only
 * logged, so it skips the Error dialog.
 */
export function changeUserAssignment(ticketId: number, userId: number, assigned: boolean) {
  const call = assigned ? calls.assignUser : calls.unassignUser;
  return callApi(call, { body: { ticketId, userId }, skipErrorDialog: true });
}

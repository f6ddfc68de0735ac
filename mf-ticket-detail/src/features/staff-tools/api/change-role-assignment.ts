import { calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';

/**
 * POST /assignRole or /unassignRole {ticketId, key} → the ticket. SPEC §8: a failure is only
 * logged, so it skips the Error dialog.
 */
export function changeRoleAssignment(ticketId: number, key: string, assigned: boolean) {
  const call = assigned ? calls.assignRole : calls.unassignRole;
  return callApi(call, { body: { ticketId, key }, skipErrorDialog: true });
}

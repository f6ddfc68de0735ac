import { calls } from '@portal/shared/contract';
import { useQuery } from '@portal/shared/runtime/queries/query';

/**
 * POST /tickets/bulk/assignees → the staff eligible for at least one chosen ticket and the roles;
 * asked while the assign dialog is open (`null` = not asked). Quiet: without it the dialog says
 * there is no one to offer.
 */
export function useBulkAssignees(ticketIds: readonly number[] | null) {
  return useQuery(
    calls.bulkAssignees,
    ticketIds === null ? null : { body: { ticketIds: [...ticketIds] } },
    { quiet: true },
  );
}

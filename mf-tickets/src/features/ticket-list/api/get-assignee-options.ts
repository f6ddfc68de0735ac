import { calls } from '@portal/shared/contract';
import { useApi } from '@portal/shared/runtime/api';
import { useMemo } from 'react';

export type AssigneeOption = { id: number; name: string };

/**
 * Staff a super-admin can filter by. The contract has no staff directory call; the staff who
 * handled tickets in the last 30 days (GET /getLastMonthStats, with real names for admins) are
 * the ones worth filtering by.
 */
export function useAssigneeOptions(enabled: boolean): AssigneeOption[] {
  const { data } = useApi(calls.lastMonthStats, enabled ? {} : null, {
    revalidateOnFocus: false,
  });
  return useMemo(() => {
    const byId = new Map<number, string>();
    for (const ticket of data ?? []) {
      for (const assignee of ticket.assignees) {
        if (assignee._id !== undefined) byId.set(assignee._id, assignee.name ?? assignee.visualId);
      }
    }
    return [...byId.entries()]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }, [data]);
}

import { calls } from '@portal/shared/contract';
import { useApi } from '@portal/shared/runtime/api';
import { useMemo } from 'react';

export type AssigneeOption = { id: number; name: string };

/** Staff a super-admin can filter by (GET /api/staff, sorted by name on the server). */
export function useAssigneeOptions(enabled: boolean): AssigneeOption[] {
  const { data } = useApi(calls.staffDirectory, enabled ? {} : null, {
    revalidateOnFocus: false,
  });
  return useMemo(
    () => (data ?? []).map((account) => ({ id: account._id, name: account.name })),
    [data],
  );
}

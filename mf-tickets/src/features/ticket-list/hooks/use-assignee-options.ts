import { useStaffDirectory } from '@portal/shared/runtime/queries/get-staff-directory';
import { useMemo } from 'react';

export type AssigneeOption = { id: number; name: string };

/** The staff a super-admin can filter by, as filter choices; only asked for when `enabled`. */
export function useAssigneeOptions(enabled: boolean): AssigneeOption[] {
  const { data } = useStaffDirectory(enabled);
  return useMemo(
    () => (data ?? []).map((account) => ({ id: account._id, name: account.name })),
    [data],
  );
}

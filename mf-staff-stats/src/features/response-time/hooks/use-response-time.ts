import { useStaffResponseTime } from '@portal/shared/runtime/queries/get-staff-response-time';
import { useMemo, useState } from 'react';
import { initialRangeForm, type RangeForm, rangeFormState } from '../rules/range-form';

/** The form, its date-range rule, the figures it asks for and the staff the period knows. */
export function useResponseTime(now: number) {
  const [form, setForm] = useState<RangeForm>(() => initialRangeForm(now));
  const state = rangeFormState(form, now);
  const figures = useStaffResponseTime(state.query);
  // The same request as `figures` while no staff or category is chosen (SWR asks once).
  const period = useStaffResponseTime(state.periodQuery);
  const staffOptions = useMemo(
    () =>
      (period.data?.staff ?? []).map((member) => ({
        value: String(member._id),
        label: member.name,
      })),
    [period.data],
  );
  return { form, setForm, ...state, figures, staffOptions };
}

import { type DayRangeForm, dayRange } from '@portal/shared/contract';
import { useState } from 'react';
import type { FilterProps } from './filter-form';

/**
 * A section's filters: the form being edited and the filters applied, with their whole UTC days
 * (`startField` names the start in the contract's date-range rule). A filter form holds only
 * texts, so it is applied when every field equals the applied one; `onApply` runs on each apply.
 */
export function useAppliedFilters<F extends DayRangeForm & Record<keyof F, string>>({
  initial,
  startField,
  onApply,
}: {
  initial: F;
  startField: string;
  onApply?: () => void;
}) {
  const [now] = useState(() => Date.now());
  const [form, setForm] = useState<F>(initial);
  const [applied, setApplied] = useState<F>(initial);
  const filterProps: FilterProps<F> = {
    form,
    range: dayRange(form, now, startField),
    onChange: setForm,
    applied: sameFields(form, applied),
    onApply: () => {
      setApplied(form);
      onApply?.();
    },
  };
  return { applied, appliedRange: dayRange(applied, now, startField), filterProps };
}

function sameFields<F extends Record<keyof F, string>>(a: F, b: F): boolean {
  return (Object.keys(a) as (keyof F)[]).every((key) => a[key] === b[key]);
}

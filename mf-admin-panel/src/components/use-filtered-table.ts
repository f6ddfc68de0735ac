import { type DayRangeForm, dayRange } from '@portal/shared/contract';
import type { TableSort } from '@portal/ui/data-table';
import { useTableState } from '@portal/ui/data-table';
import { useState } from 'react';

/**
 * A server table's filters: the form being edited, the filters applied (their first page), their
 * whole UTC days (`startField` names the start in the contract's date-range rule), page and sort.
 * A filter form holds only texts, so it is applied when every field equals the applied one.
 */
export function useFilteredTable<F extends DayRangeForm & Record<keyof F, string>>({
  initial,
  startField,
  initialSort = null,
}: {
  initial: F;
  startField: string;
  initialSort?: TableSort | null;
}) {
  const [now] = useState(() => Date.now());
  const [form, setForm] = useState<F>(initial);
  const [applied, setApplied] = useState<F>(initial);
  const table = useTableState(initialSort);
  return {
    table,
    applied,
    appliedRange: dayRange(applied, now, startField),
    filterProps: {
      form,
      range: dayRange(form, now, startField),
      onChange: setForm,
      applied: sameFields(form, applied),
      onApply: () => {
        setApplied(form);
        table.restart();
      },
    },
  };
}

function sameFields<F extends Record<keyof F, string>>(a: F, b: F): boolean {
  return (Object.keys(a) as (keyof F)[]).every((key) => a[key] === b[key]);
}

import type { DayRangeForm } from '@portal/shared/contract';
import type { TableSort } from '@portal/ui/data-table';
import { useTableState } from '@portal/ui/data-table';
import { useAppliedFilters } from './use-applied-filters';

/**
 * A server table's filters (`useAppliedFilters`), page and sort; applying filters goes back to
 * their first page.
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
  const table = useTableState(initialSort);
  return { table, ...useAppliedFilters({ initial, startField, onApply: table.restart }) };
}

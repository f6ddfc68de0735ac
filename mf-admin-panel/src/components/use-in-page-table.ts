import { useTableState } from '@portal/ui/data-table';

/**
 * The kit table's state for a short list that comes whole (tokens, config): paged here, unsorted;
 * spread into `DataTable`.
 */
export function useInPageTable<Row>(rows: readonly Row[]) {
  const table = useTableState(null);
  const first = (table.page - 1) * table.pageSize;
  return { ...table, rows: rows.slice(first, first + table.pageSize), total: rows.length };
}

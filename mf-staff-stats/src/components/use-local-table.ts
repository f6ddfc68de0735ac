import { type TableSort, useTableState } from '@portal/ui/data-table';
import { useMemo } from 'react';

/** What a sortable column compares by: a number or a text. */
export type SortKey<Row> = (row: Row) => number | string;

/**
 * Page, size and sort of the kit's DataTable for rows the browser already holds (the statistics
 * answers come whole): sorts by the chosen column's key, then cuts the page.
 */
export function useLocalTable<Row>(
  rows: readonly Row[],
  sortKeys: Readonly<Record<string, SortKey<Row>>>,
  initialSort: TableSort | null = null,
) {
  const { sort, page, pageSize, onPageChange, onPageSizeChange, onSortChange } =
    useTableState(initialSort);

  const sorted = useMemo(() => {
    const key = sort ? sortKeys[sort.columnId] : undefined;
    if (!sort || !key) return rows;
    const sign = sort.direction === 'ascending' ? 1 : -1;
    return [...rows].sort((a, b) => sign * compare(key(a), key(b)));
  }, [rows, sort, sortKeys]);

  const lastPage = Math.max(1, Math.ceil(sorted.length / pageSize));
  const shownPage = Math.min(page, lastPage);
  return {
    rows: sorted.slice((shownPage - 1) * pageSize, shownPage * pageSize),
    page: shownPage,
    pageSize,
    total: sorted.length,
    sort,
    onPageChange,
    onPageSizeChange,
    onSortChange,
  };
}

function compare(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

import { useMemo } from 'react';
import type { TableSort } from './sort-header';
import { useTableState } from './use-table-state';

/** What a sortable column compares by: a number or a text. */
export type SortKey<Row> = (row: Row) => number | string;

/**
 * Page, size and sort of a `DataTable` whose rows the browser already holds (answers that come
 * whole): sorts by the chosen column's key, then cuts the page. When rows go away the page shown
 * stays within the last one. Spread the result into the table.
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

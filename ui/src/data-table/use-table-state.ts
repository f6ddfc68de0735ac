import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, type PageSize } from './page-window';
import type { TableSort } from './sort-header';

/**
 * What a `DataTable` caller owns: page, size and sort, with a new size or sort starting again at
 * the first page. Spread it into the table (`<DataTable {...table} …/>`); `restart` is for new
 * filters.
 */
export function useTableState(initialSort: TableSort | null = null) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const [sort, setSort] = useState<TableSort | null>(initialSort);
  return {
    page,
    pageSize,
    sort,
    onPageChange: setPage,
    onPageSizeChange: (size: PageSize) => {
      setPageSize(size);
      setPage(1);
    },
    onSortChange: (next: TableSort) => {
      setSort(next);
      setPage(1);
    },
    restart: () => setPage(1),
  };
}

import { DEFAULT_PAGE_SIZE, type PageSize, type TableSort } from '@portal/ui/data-table';
import { useState } from 'react';

/**
 * Page, size and sort of a kit DataTable whose rows the server pages: a new size, sort or filter
 * goes back to the first page.
 */
export function useServerTable(initialSort: TableSort | null = null) {
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
    /** After new filters: their first page. */
    restart: () => setPage(1),
  };
}

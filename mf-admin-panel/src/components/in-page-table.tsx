import { DataTable, type DataTableProps, useTableState } from '@portal/ui/data-table';

type PagingProps =
  | 'page'
  | 'pageSize'
  | 'total'
  | 'sort'
  | 'onPageChange'
  | 'onPageSizeChange'
  | 'onSortChange';

/**
 * The kit table for a short list that comes whole (tokens, config): `rows` are every row, paged
 * here in the page, unsorted.
 */
export function InPageTable<Row>({ rows, ...props }: Omit<DataTableProps<Row>, PagingProps>) {
  const table = useTableState(null);
  const first = (table.page - 1) * table.pageSize;
  return (
    <DataTable
      {...props}
      {...table}
      rows={rows.slice(first, first + table.pageSize)}
      total={rows.length}
    />
  );
}

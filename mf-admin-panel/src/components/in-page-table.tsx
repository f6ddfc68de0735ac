import { DataTable, type DataTableProps, useLocalTable } from '@portal/ui/data-table';

type PagingProps =
  | 'page'
  | 'pageSize'
  | 'total'
  | 'sort'
  | 'onPageChange'
  | 'onPageSizeChange'
  | 'onSortChange';

const UNSORTED = {};

/**
 * The kit table for a short list that comes whole (tokens, config, incidents): `rows` are every
 * row, paged here in the page, unsorted.
 */
export function InPageTable<Row>({ rows, ...props }: Omit<DataTableProps<Row>, PagingProps>) {
  const table = useLocalTable(rows, UNSORTED);
  return <DataTable {...props} {...table} />;
}

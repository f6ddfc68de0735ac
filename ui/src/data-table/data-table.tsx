import type { MouseEvent, ReactNode } from 'react';
import { EmptyState } from '../empty-state/empty-state';
import { useUiT } from '../i18n/use-ui-t';
import { Skeleton } from '../skeleton/skeleton';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from './page-window';
import { Pagination } from './pagination';
import { SortHeader, type TableSort } from './sort-header';
import '../field/field.css';
import '../tokens/visually-hidden.css';
import './data-table.css';

export { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize, pageWindow } from './page-window';
export type { SortDirection, TableSort } from './sort-header';
export { type SortKey, useLocalTable } from './use-local-table';
export { useTableState } from './use-table-state';

interface ColumnBase {
  id: string;
  header: ReactNode;
  /** The header becomes a button that asks the caller for this column's sort. */
  sortable?: boolean;
  align?: 'start' | 'end';
}

/**
 * A column shows what `cell` gives, or, for a title column, `fullText`: that text cut at 200 px,
 * in full on hover (SPEC §2). One or the other, never both.
 */
export type DataTableColumn<Row> = ColumnBase &
  (
    | { cell: (row: Row) => ReactNode; fullText?: undefined }
    | { fullText: (row: Row) => string; cell?: undefined }
  );

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  /** The current page's rows, as the server sent them. */
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Rows on every page together. */
  total: number;
  sort: TableSort | null;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
  onSortChange: (sort: TableSort) => void;
  loading?: boolean;
  /** Shown instead of rows when there are none; default a plain "No data". */
  empty?: ReactNode;
  pageSizes?: readonly PageSize[];
  /**
   * A click anywhere on a row (outside its links and buttons) opens it, for mouse users; the
   * row must also hold a link to the same place, which keyboards and screen readers use.
   */
  onRowOpen?: (row: Row) => void;
}

/** Whether a click landed on something of its own to press (a link, a button, a field). */
/** A column's cells and header share one alignment (numbers at the end, under their heading). */
function cellClass(column: ColumnBase): string | undefined {
  return column.align === 'end' ? 'portal-cell-end' : undefined;
}

function onControl(event: MouseEvent<HTMLElement>): boolean {
  return (event.target as Element).closest('a, button, input, select, textarea, label') !== null;
}

const SKELETON_ROWS = 5;

/**
 * A server-paginated table: the caller owns page, size and sort, fetches that page and passes
 * its rows and the total. Page sizes 25/50/100/200 (25 by default), five page links. Narrower
 * than 640 px, each row becomes a card of "header: value" lines, so nothing scrolls sideways.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  page,
  pageSize = DEFAULT_PAGE_SIZE,
  total,
  sort,
  onPageChange,
  onPageSizeChange,
  onSortChange,
  loading = false,
  empty,
  pageSizes = PAGE_SIZES,
  onRowOpen,
}: DataTableProps<Row>) {
  const t = useUiT();
  // A new page or sort of rows already shown keeps them, dimmed, until the next ones arrive
  // (the queries keep the previous answer): skeletons only when there is nothing to show yet.
  const firstLoad = loading && rows.length === 0;
  return (
    <div className="portal-data-table">
      <div className="portal-table-scroll">
        <table
          className={`portal-table${loading && !firstLoad ? ' portal-table-refreshing' : ''}`}
          aria-busy={loading || undefined}
        >
          <caption className="portal-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) =>
                column.sortable ? (
                  <SortHeader
                    key={column.id}
                    columnId={column.id}
                    className={cellClass(column)}
                    sort={sort}
                    onSortChange={onSortChange}
                  >
                    {column.header}
                  </SortHeader>
                ) : (
                  <th key={column.id} scope="col" className={cellClass(column)}>
                    {column.header}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {firstLoad ? (
              <LoadingRows columns={columns.length} label={t('loading')} />
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>{empty ?? <EmptyState title={t('noRows')} />}</td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={rowKey(row)}
                  className={onRowOpen ? 'portal-table-row-opens' : undefined}
                  onClick={
                    onRowOpen &&
                    ((event) => {
                      if (!onControl(event)) onRowOpen(row);
                    })
                  }
                >
                  {columns.map((column) => (
                    <td key={column.id} className={cellClass(column)}>
                      <span className="portal-table-cell-label" aria-hidden="true">
                        {column.header}
                      </span>
                      {column.fullText ? (
                        <TruncatedText text={column.fullText(row)} />
                      ) : (
                        column.cell(row)
                      )}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pagination
        caption={caption}
        page={page}
        pageSize={pageSize}
        total={total}
        pageSizes={pageSizes}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />
    </div>
  );
}

function TruncatedText({ text }: { text: string }) {
  return (
    <span className="portal-table-truncate" title={text}>
      {text}
    </span>
  );
}

function LoadingRows({ columns, label }: { columns: number; label: string }) {
  return Array.from({ length: SKELETON_ROWS }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
    <tr key={index}>
      {Array.from({ length: columns }, (_, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
        <td key={column}>
          {index === 0 && column === 0 && <span className="portal-visually-hidden">{label}</span>}
          <Skeleton />
        </td>
      ))}
    </tr>
  ));
}

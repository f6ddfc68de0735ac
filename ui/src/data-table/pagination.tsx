import { useId } from 'react';
import { useUiT } from '../i18n/use-ui-t';
import { IconButton } from '../icon-button/icon-button';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
} from '../icons/icons';
import { type PageSize, pageCount, pageWindow } from './page-window';

export interface PaginationProps {
  /** The table's name: two tables on a page need pagers with different names. */
  caption: string;
  page: number;
  pageSize: number;
  total: number;
  pageSizes: readonly PageSize[];
  onPageChange: (page: number) => void;
  /** A new size starts again at page 1 (the caller is told both). */
  onPageSizeChange: (pageSize: PageSize) => void;
}

/** Rows per page, the range shown, first/previous, five page links, next/last. */
export function Pagination({
  caption,
  page,
  pageSize,
  total,
  pageSizes,
  onPageChange,
  onPageSizeChange,
}: PaginationProps) {
  const t = useUiT();
  const sizeId = useId();
  const count = pageCount(total, pageSize);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const onFirst = page <= 1;
  const onLast = page >= count;
  return (
    <nav className="portal-pagination" aria-label={t('paginationOf', { caption })}>
      <span className="portal-pagination-size">
        <label htmlFor={sizeId}>{t('rowsPerPage')}</label>
        <select
          id={sizeId}
          className="portal-control"
          value={pageSize}
          onChange={(event) => {
            onPageSizeChange(Number(event.target.value) as PageSize);
            onPageChange(1);
          }}
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </span>
      <span className="portal-pagination-range">{t('rowsShown', { from, to, total })}</span>
      <span className="portal-pagination-pages">
        <IconButton
          size="sm"
          label={t('firstPage')}
          icon={<ChevronsLeftIcon />}
          disabled={onFirst}
          onClick={() => onPageChange(1)}
        />
        <IconButton
          size="sm"
          label={t('previousPage')}
          icon={<ChevronLeftIcon />}
          disabled={onFirst}
          onClick={() => onPageChange(page - 1)}
        />
        {pageWindow(page, count).map((number) => (
          <button
            key={number}
            type="button"
            className="portal-pagination-page"
            aria-label={t('page', { page: number })}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onPageChange(number)}
          >
            {number}
          </button>
        ))}
        <IconButton
          size="sm"
          label={t('nextPage')}
          icon={<ChevronRightIcon />}
          disabled={onLast}
          onClick={() => onPageChange(page + 1)}
        />
        <IconButton
          size="sm"
          label={t('lastPage')}
          icon={<ChevronsRightIcon />}
          disabled={onLast}
          onClick={() => onPageChange(count)}
        />
      </span>
    </nav>
  );
}

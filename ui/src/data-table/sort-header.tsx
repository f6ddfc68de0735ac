import type { ReactNode } from 'react';
import { SortAscendingIcon, SortDescendingIcon, SortIcon } from '../icons/icons';

export type SortDirection = 'ascending' | 'descending';

export interface TableSort {
  columnId: string;
  direction: SortDirection;
}

interface SortHeaderProps {
  columnId: string;
  /** The column's cells' class, so the header lines up with them (numbers at the end). */
  className: string | undefined;
  children: ReactNode;
  sort: TableSort | null;
  onSortChange: (sort: TableSort) => void;
}

/** A sortable column's header: a button (click, Enter, Space) that toggles the order. */
export function SortHeader({ columnId, className, children, sort, onSortChange }: SortHeaderProps) {
  const direction = sort?.columnId === columnId ? sort.direction : null;
  const next: SortDirection = direction === 'ascending' ? 'descending' : 'ascending';
  const icon =
    direction === 'ascending' ? (
      <SortAscendingIcon />
    ) : direction === 'descending' ? (
      <SortDescendingIcon />
    ) : (
      <SortIcon />
    );
  return (
    <th scope="col" className={className} aria-sort={direction ?? undefined}>
      <button
        type="button"
        className="portal-table-sort"
        onClick={() => onSortChange({ columnId, direction: next })}
      >
        {children}
        {icon}
      </button>
    </th>
  );
}

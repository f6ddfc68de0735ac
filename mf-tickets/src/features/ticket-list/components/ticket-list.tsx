import type { Ticket, TicketListResponse } from '@portal/shared/contract';
import { useAccountMarks } from '@portal/shared/runtime/account-marks';
import { useGroups } from '@portal/shared/runtime/queries/get-groups';
import type { TicketListFilters } from '@portal/shared/runtime/queries/list-tickets';
import { useViewer } from '@portal/shared/runtime/viewer';
import { Button } from '@portal/ui/button';
import { Checkbox } from '@portal/ui/checkbox';
import { ErrorIcon } from '@portal/ui/icons';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { useListT } from '../../../i18n/use-list-t';
import { useRoleNames } from '../hooks/use-role-names';
import { useRowSelection } from '../hooks/use-row-selection';
import { useTicketList } from '../hooks/use-ticket-list';
import { useIdleModalPrefetch, useRowPrefetch } from '../hooks/use-ticket-prefetch';
import { ListLoading } from './list-loading';
import { ListShortcuts } from './list-shortcuts';
import { TicketRow } from './ticket-row';
import './ticket-list.css';

// Staff only: no player's (nor the in-game browser's) first screen carries the bulk actions.
const BulkBar = lazy(() => import('./bulk-bar').then((module) => ({ default: module.BulkBar })));

type TicketListProps = {
  /** null while the viewer's power (and so the default filters) is still loading. */
  filters: TicketListFilters | null;
  heading: string;
  /** Shown when the list has no rows. */
  empty: ReactNode;
};

/** A ticket moved by a live update may also come back in a later page; show it once. */
function uniqueTickets(pages: readonly TicketListResponse[]): Ticket[] {
  const byId = new Map<number, Ticket>();
  for (const page of pages) {
    for (const ticket of page.data) if (!byId.has(ticket._id)) byId.set(ticket._id, ticket);
  }
  return [...byId.values()];
}

export function TicketList({ filters, heading, empty }: TicketListProps) {
  const t = useListT();
  const viewer = useViewer();
  const { pages, error, size, setSize, isLoading, isValidating } = useTicketList(filters);
  const { data: groups } = useGroups();
  const roleNames = useRoleNames(viewer.isStaff);
  const marksOf = useAccountMarks();
  const prefetchOf = useRowPrefetch();
  const rowsRef = useRef<HTMLUListElement>(null);

  const tickets = uniqueTickets(pages ?? []);
  // Selecting is for staff (the bulk actions act on it); each list view has its own.
  const selection = useRowSelection(JSON.stringify(filters), tickets);
  const allSelected = tickets.length > 0 && selection.selected.length === tickets.length;
  useIdleModalPrefetch(tickets.length > 0);
  const hasMore = pages?.[pages.length - 1]?.hasMore ?? false;
  const loadingMore = isValidating && pages !== undefined && pages.length < size;

  return (
    <section className="tk-list" aria-labelledby="tk-list-heading" aria-busy={isValidating}>
      <div className="tk-list-head">
        <h2 id="tk-list-heading" className="tk-heading">
          {heading}
        </h2>
        {viewer.isStaff && tickets.length > 0 && (
          <Checkbox
            className="tk-select-all"
            label={t('selectAllOnPage')}
            checked={allSelected}
            indeterminate={!allSelected && selection.selected.length > 0}
            onChange={() =>
              selection.setMany(
                tickets.map((ticket) => ticket._id),
                !allSelected,
              )
            }
          />
        )}
      </div>
      {viewer.isStaff && (
        <Suspense fallback={null}>
          <BulkBar
            selected={selection.selected}
            onSettled={selection.keepOnly}
            onClear={() => selection.keepOnly([])}
          />
        </Suspense>
      )}
      {(isLoading || filters === null) && <ListLoading text={t('listLoading')} />}
      {error && (
        <p className="tk-list-error" role="alert">
          <ErrorIcon />
          {t('listLoadFailed')}
        </p>
      )}
      {pages && tickets.length === 0 && empty}
      {tickets.length > 0 && (
        <ul ref={rowsRef} className="tk-rows">
          {tickets.map((ticket) => (
            <TicketRow
              key={ticket._id}
              ticket={ticket}
              groups={groups}
              viewerVisualId={viewer.account?.visualId ?? null}
              roleNames={roleNames}
              marksOf={marksOf}
              prefetch={prefetchOf(ticket._id)}
              selection={
                viewer.isStaff
                  ? {
                      selected: selection.isSelected(ticket._id),
                      onToggle: (range) => selection.toggle(ticket._id, range),
                    }
                  : undefined
              }
            />
          ))}
        </ul>
      )}
      {hasMore && (
        <Button
          className="tk-load-more"
          disabled={loadingMore}
          onClick={() => void setSize(size + 1)}
        >
          {loadingMore ? t('loadingMore') : t('loadMore')}
        </Button>
      )}
      <ListShortcuts
        rowsRef={rowsRef}
        onSelect={viewer.isStaff ? selection.toggle : undefined}
        showHint={tickets.length > 0}
      />
    </section>
  );
}

import type { Ticket, TicketListResponse } from '@portal/shared/contract';
import { useAccountMarks } from '@portal/shared/runtime/account-marks';
import { useGroups } from '@portal/shared/runtime/queries/get-groups';
import type { TicketListFilters } from '@portal/shared/runtime/queries/list-tickets';
import { useViewer } from '@portal/shared/runtime/viewer';
import { Button } from '@portal/ui/button';
import { ErrorIcon } from '@portal/ui/icons';
import { type ReactNode, useRef } from 'react';
import { useTicketsT } from '../../../i18n/use-tickets-t';
import { useRoleNames } from '../hooks/use-role-names';
import { useRowSelection } from '../hooks/use-row-selection';
import { useTicketList } from '../hooks/use-ticket-list';
import { useIdleModalPrefetch, useRowPrefetch } from '../hooks/use-ticket-prefetch';
import { ListLoading } from './list-loading';
import { ListShortcuts } from './list-shortcuts';
import { TicketRow } from './ticket-row';
import './ticket-list.css';

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
  const t = useTicketsT();
  const viewer = useViewer();
  const { pages, error, size, setSize, isLoading, isValidating } = useTicketList(filters);
  const { data: groups } = useGroups();
  const roleNames = useRoleNames(viewer.isStaff);
  const marksOf = useAccountMarks();
  const prefetchOf = useRowPrefetch();
  const rowsRef = useRef<HTMLUListElement>(null);

  const tickets = uniqueTickets(pages ?? []);
  // Selecting is for staff (bulk actions build on it); each list view has its own.
  const selection = useRowSelection(JSON.stringify(filters), tickets);
  useIdleModalPrefetch(tickets.length > 0);
  const hasMore = pages?.[pages.length - 1]?.hasMore ?? false;
  const loadingMore = isValidating && pages !== undefined && pages.length < size;

  return (
    <section className="tk-list" aria-labelledby="tk-list-heading" aria-busy={isValidating}>
      <div className="tk-list-head">
        <h2 id="tk-list-heading" className="tk-heading">
          {heading}
        </h2>
        {viewer.isStaff && (
          <p className="tk-hint" role="status">
            {selection.selected.length > 0 &&
              t('selectedCount', { count: selection.selected.length })}
          </p>
        )}
      </div>
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
                      onToggle: () => selection.toggle(ticket._id),
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

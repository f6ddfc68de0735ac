import type { LastMonthTicket } from '@portal/shared/contract';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { useLastMonthTicketPages } from '@portal/shared/runtime/queries/get-last-month-tickets';
import { Button } from '@portal/ui/button';
import { DataTable, type DataTableColumn, useLocalTable } from '@portal/ui/data-table';
import { CloseIcon } from '@portal/ui/icons';
import { TicketLink } from '../../../components/ticket-link';
import { useCatalogNames } from '../../../components/use-catalog-names';
import { useStatsT } from '../../../i18n/use-stats-t';
import { figureOf, partOf, type Selection } from '../rules/staff-figures';

interface TicketsBehindProps {
  title: string;
  /** How many tickets the figure counts (the list arrives a page at a time). */
  count: number;
  selection: Selection;
  onClose: () => void;
}

const NO_SORT_KEYS = {};

/**
 * The tickets behind a bar or a count, newest first as the server pages them ("Load more" asks for
 * the next page), each opening its detail modal.
 */
export function TicketsBehind({ title, count, selection, onClose }: TicketsBehindProps) {
  const t = useStatsT();
  const language = useLanguage();
  const { groupName, categoryName } = useCatalogNames();
  const {
    data: pages,
    error,
    isLoading,
    isValidating,
    size,
    setSize,
  } = useLastMonthTicketPages(figureOf(selection));
  const tickets = pages?.flatMap((page) => page.data) ?? [];
  const table = useLocalTable(tickets, NO_SORT_KEYS);
  const hasMore = pages?.at(-1)?.hasMore ?? false;
  const loadingMore = isValidating && size > (pages?.length ?? 0);
  const columns: DataTableColumn<LastMonthTicket>[] = [
    { id: 'id', header: t('ticket'), cell: (ticket) => <TicketLink ticketId={ticket._id} /> },
    { id: 'title', header: t('title'), fullText: (ticket) => ticket.title ?? '' },
    { id: 'type', header: t('type'), cell: (ticket) => t(partOf(ticket, 'type')) },
    { id: 'status', header: t('status'), cell: (ticket) => t(partOf(ticket, 'status')) },
    { id: 'group', header: t('group'), cell: (ticket) => groupName(ticket.group) },
    { id: 'category', header: t('category'), cell: (ticket) => categoryName(ticket.category) },
    {
      id: 'date',
      header: t('date'),
      cell: (ticket) => new Date(ticket.timestamp).toLocaleDateString(language),
    },
  ];
  return (
    <section className="ss-tickets-behind" aria-label={t('ticketsBehind')}>
      <div className="ss-section-head">
        <h3>
          {title} ({count})
        </h3>
        <Button variant="ghost" size="sm" icon={<CloseIcon />} onClick={onClose}>
          {t('closeTickets')}
        </Button>
      </div>
      <DataTable
        caption={title}
        columns={columns}
        rowKey={(ticket) => ticket._id}
        loading={isLoading}
        empty={error ? t('loadFailed') : undefined}
        {...table}
      />
      {hasMore && (
        <Button onClick={() => void setSize(size + 1)} disabled={loadingMore}>
          {loadingMore ? t('loadingMore') : t('loadMore')}
        </Button>
      )}
    </section>
  );
}

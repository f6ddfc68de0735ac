import type { LastMonthTicket } from '@portal/shared/contract';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { Button } from '@portal/ui/button';
import { DataTable, type DataTableColumn } from '@portal/ui/data-table';
import { CloseIcon } from '@portal/ui/icons';
import { TicketLink } from '../../../components/ticket-link';
import { useCatalogNames } from '../../../components/use-catalog-names';
import { type SortKey, useLocalTable } from '../../../components/use-local-table';
import { useStatsT } from '../../../i18n/use-stats-t';
import { partOf } from '../rules/staff-figures';

interface TicketsBehindProps {
  title: string;
  tickets: readonly LastMonthTicket[];
  onClose: () => void;
}

const SORT_KEYS: Record<string, SortKey<LastMonthTicket>> = {
  id: (ticket) => ticket._id,
  date: (ticket) => ticket.timestamp,
};

/** The tickets behind a bar or a count, each opening its detail modal. */
export function TicketsBehind({ title, tickets, onClose }: TicketsBehindProps) {
  const t = useStatsT();
  const language = useLanguage();
  const { groupName, categoryName } = useCatalogNames();
  const table = useLocalTable(tickets, SORT_KEYS, { columnId: 'date', direction: 'descending' });
  const columns: DataTableColumn<LastMonthTicket>[] = [
    {
      id: 'id',
      header: t('ticket'),
      sortable: true,
      cell: (ticket) => <TicketLink ticketId={ticket._id} />,
    },
    { id: 'type', header: t('type'), cell: (ticket) => t(partOf(ticket, 'type')) },
    { id: 'status', header: t('status'), cell: (ticket) => t(partOf(ticket, 'status')) },
    { id: 'group', header: t('group'), cell: (ticket) => groupName(ticket.group) },
    { id: 'category', header: t('category'), cell: (ticket) => categoryName(ticket.category) },
    {
      id: 'date',
      header: t('date'),
      sortable: true,
      cell: (ticket) => new Date(ticket.timestamp).toLocaleDateString(language),
    },
  ];
  return (
    <section className="ss-tickets-behind" aria-label={t('ticketsBehind')}>
      <div className="ss-section-head">
        <h3>
          {title} ({tickets.length})
        </h3>
        <Button variant="ghost" size="sm" icon={<CloseIcon />} onClick={onClose}>
          {t('closeTickets')}
        </Button>
      </div>
      <DataTable caption={title} columns={columns} rowKey={(ticket) => ticket._id} {...table} />
    </section>
  );
}

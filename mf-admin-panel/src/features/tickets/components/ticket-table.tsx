import { TICKET_STATUS, TICKET_TYPE, type Ticket, type TicketType } from '@portal/shared/contract';
import { useAccountName } from '@portal/shared/runtime/account-name';
import type { DownloadFormat } from '@portal/shared/runtime/download-file';
import { useLanguage } from '@portal/shared/runtime/i18n';
import {
  adminTicketExportCall,
  useAdminTicketPage,
} from '@portal/shared/runtime/queries/get-admin-ticket-page';
import { ticketOver } from '@portal/shared/runtime/routes';
import { Link, useLocation, useNavigate } from '@portal/shared/runtime/routing';
import { DataTable, type DataTableColumn } from '@portal/ui/data-table';
import { EmptyState } from '@portal/ui/empty-state';
import { ExportButtons } from '../../../components/export-buttons';
import { useFilteredTable } from '../../../components/use-filtered-table';
import { usePanelT } from '../../../i18n/use-panel-t';
import { type TicketFilters as TicketFiltersForm, ticketFilterBody } from '../rules/ticket-query';
import { usePeopleColumns } from './people-columns';
import { TicketFilters } from './ticket-filters';

/** The support tickets or the reports, a server page at a time, with filters and export. */
export function TicketTable({
  type,
  caption,
  initialFilters,
}: {
  type: TicketType;
  caption: string;
  initialFilters: TicketFiltersForm;
}) {
  const t = usePanelT();
  const language = useLanguage();
  const accountName = useAccountName();
  const location = useLocation();
  const navigate = useNavigate();
  const { table, applied, appliedRange, filterProps } = useFilteredTable({
    initial: initialFilters,
    startField: 'createdFrom',
  });
  const filters = ticketFilterBody(applied, appliedRange, table.sort);
  const { data, error, isLoading } = useAdminTicketPage(type, {
    ...filters,
    page: table.page,
    pageSize: table.pageSize,
  });

  const peopleColumns = usePeopleColumns(type, data?.data ?? []);
  const date = (timestamp: number) => new Date(timestamp).toLocaleDateString(language);
  const columns: DataTableColumn<Ticket>[] = [
    {
      id: 'id',
      header: t('ticket'),
      cell: (ticket) => (
        <Link
          {...ticketOver(ticket._id, location)}
          aria-label={t('ticketNumber', { id: ticket._id })}
        >
          #{ticket._id}
        </Link>
      ),
    },
    {
      id: 'title',
      header: t('title'),
      fullText: (ticket) => ticket.title,
    },
    { id: 'createdBy', header: t('createdBy'), cell: (ticket) => accountName(ticket.createdBy) },
    ...peopleColumns,
    {
      id: 'status',
      header: t('status'),
      cell: (ticket) => t(ticket.status === TICKET_STATUS.closed ? 'closed' : 'opened'),
    },
    {
      id: 'created',
      header: t('created'),
      cell: (ticket) => date(ticket.timestamp),
      sortable: true,
    },
    {
      id: 'lastComment',
      header: t('lastComment'),
      cell: (ticket) => date(ticket.lastComment),
      sortable: true,
    },
    {
      id: 'comments',
      header: t('comments'),
      cell: (ticket) => ticket.commentsCount.toLocaleString(language),
      align: 'end',
    },
  ];

  return (
    <div className="ap-table-section">
      <TicketFilters {...filterProps} />
      <ExportButtons
        callFor={(format: DownloadFormat) => adminTicketExportCall(type, format)}
        input={{ body: filters }}
        baseName={type === TICKET_TYPE.report ? 'reports' : 'tickets'}
      />
      {error ? (
        <EmptyState title={t('loadFailed')} />
      ) : (
        <DataTable
          caption={caption}
          columns={columns}
          rows={data?.data ?? []}
          rowKey={(ticket) => ticket._id}
          {...table}
          total={data?.total ?? 0}
          loading={isLoading}
          empty={<EmptyState title={t('noTickets')} />}
          onRowOpen={(ticket) => {
            const { to, state } = ticketOver(ticket._id, location);
            navigate(to, { state });
          }}
        />
      )}
    </div>
  );
}

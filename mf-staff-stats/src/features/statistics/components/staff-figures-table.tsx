import { Link } from '@portal/shared/runtime/routing';
import {
  DataTable,
  type DataTableColumn,
  type SortKey,
  useLocalTable,
} from '@portal/ui/data-table';
import { EmptyState } from '@portal/ui/empty-state';
import { useMemo } from 'react';
import { whoName } from '../../../components/who-name';
import { type StatsT, useStatsT } from '../../../i18n/use-stats-t';
import { type Part, type StaffFigures, selectionSearch } from '../rules/staff-figures';

const PARTS: readonly Part[] = ['support', 'report', 'opened', 'closed'];

/** The columns' sort keys; only a person's name needs the language. */
function figureSortKeys(t: StatsT): Record<string, SortKey<StaffFigures>> {
  return {
    who: (row) => whoName(row, t),
    support: (row) => row.support,
    report: (row) => row.report,
    opened: (row) => row.opened,
    closed: (row) => row.closed,
    total: (row) => row.total,
  };
}

/**
 * The chart's figures as a sortable table; every count links to its tickets (the selection is
 * read from the address).
 */
export function StaffFiguresTable({ figures }: { figures: readonly StaffFigures[] }) {
  const t = useStatsT();
  const sortKeys = useMemo(() => figureSortKeys(t), [t]);
  const table = useLocalTable(figures, sortKeys, { columnId: 'total', direction: 'descending' });

  const link = (row: StaffFigures, part: Part | null, count: number, label: string) => (
    <Link to={selectionSearch({ who: row.who, part })} aria-label={label}>
      {count}
    </Link>
  );

  const columns: DataTableColumn<StaffFigures>[] = [
    { id: 'who', header: t('staffMember'), cell: (row) => whoName(row, t), sortable: true },
    ...PARTS.map(
      (part): DataTableColumn<StaffFigures> => ({
        id: part,
        header: t(part),
        align: 'end',
        sortable: true,
        cell: (row) =>
          link(row, part, row[part], t('showTicketsPart', { who: whoName(row, t), part: t(part) })),
      }),
    ),
    {
      id: 'total',
      header: t('total'),
      align: 'end',
      sortable: true,
      cell: (row) =>
        link(row, null, row.total, t('showTickets', { who: whoName(row, t), count: row.total })),
    },
  ];

  return (
    <DataTable
      caption={t('figuresTable')}
      columns={columns}
      rowKey={(row) => row.who}
      empty={<EmptyState title={t('noData')} />}
      {...table}
    />
  );
}

import type { ReviewSummary } from '@portal/shared/contract';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { DataTable, type DataTableColumn } from '@portal/ui/data-table';
import { EmptyState } from '@portal/ui/empty-state';
import { type SortKey, useLocalTable } from '../../../components/use-local-table';
import { useStatsT } from '../../../i18n/use-stats-t';
import {
  type Part,
  type Selection,
  type StaffFigures,
  selectionSearch,
} from '../rules/staff-figures';
import { whoName } from './who-name';

const PARTS: readonly Part[] = ['support', 'report', 'opened', 'closed'];

interface StaffFiguresTableProps {
  figures: readonly StaffFigures[];
  reviewsOf: ReadonlyMap<number, ReviewSummary>;
  onSelect: (selection: Selection) => void;
}

/** The chart's figures as a sortable table, with each member's reviews; every count opens its tickets. */
export function StaffFiguresTable({ figures, reviewsOf, onSelect }: StaffFiguresTableProps) {
  const t = useStatsT();
  const language = useLanguage();
  const reviews = (row: StaffFigures) =>
    row.staffId === undefined ? undefined : reviewsOf.get(row.staffId);
  const sortKeys: Record<string, SortKey<StaffFigures>> = {
    who: (row) => whoName(row, t),
    support: (row) => row.support,
    report: (row) => row.report,
    opened: (row) => row.opened,
    closed: (row) => row.closed,
    total: (row) => row.total,
    reviewAverage: (row) => reviews(row)?.averagePoints ?? -1,
    reviewCount: (row) => reviews(row)?.count ?? -1,
  };
  const table = useLocalTable(figures, sortKeys, { columnId: 'total', direction: 'descending' });

  const link = (row: StaffFigures, part: Part | null, count: number, label: string) => (
    <a
      href={selectionSearch({ who: row.who, part })}
      aria-label={label}
      onClick={(event) => {
        event.preventDefault();
        onSelect({ who: row.who, part });
      }}
    >
      {count}
    </a>
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
    {
      id: 'reviewAverage',
      header: t('reviewAverage'),
      align: 'end',
      sortable: true,
      cell: (row) => {
        const average = reviews(row)?.averagePoints;
        return average == null
          ? t('reviewsNone')
          : average.toLocaleString(language, { maximumFractionDigits: 2 });
      },
    },
    {
      id: 'reviewCount',
      header: t('reviewCount'),
      align: 'end',
      sortable: true,
      cell: (row) => reviews(row)?.count ?? t('reviewsNone'),
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

import type { ReviewSummary } from '@portal/shared/contract';
import { useLanguage } from '@portal/shared/runtime/i18n';
import {
  DataTable,
  type DataTableColumn,
  type SortKey,
  useLocalTable,
} from '@portal/ui/data-table';
import { EmptyState } from '@portal/ui/empty-state';
import { useMemo } from 'react';
import { whoName } from '../../../components/who-name';
import { useStatsT } from '../../../i18n/use-stats-t';
import type { StaffFigures } from '../rules/staff-figures';

interface ReviewRow {
  who: string;
  name: string;
  summary: ReviewSummary | undefined;
}

const SORT_KEYS: Record<string, SortKey<ReviewRow>> = {
  who: (row) => row.name,
  reviewAverage: (row) => row.summary?.averagePoints ?? -1,
  reviewCount: (row) => row.summary?.count ?? -1,
};

/** Review average and count of each named staff member of the statistics, sortable. */
export function StaffReviewsTable({ figures }: { figures: readonly StaffFigures[] }) {
  const t = useStatsT();
  const language = useLanguage();
  const rows = useMemo(
    () =>
      figures.flatMap((row) =>
        row.staffId === undefined
          ? []
          : [{ who: row.who, name: whoName(row, t), summary: row.reviews }],
      ),
    [figures, t],
  );
  const table = useLocalTable(rows, SORT_KEYS, {
    columnId: 'reviewAverage',
    direction: 'descending',
  });
  const columns: DataTableColumn<ReviewRow>[] = [
    { id: 'who', header: t('staffMember'), cell: (row) => row.name, sortable: true },
    {
      id: 'reviewAverage',
      header: t('reviewAverage'),
      align: 'end',
      sortable: true,
      cell: (row) =>
        row.summary?.averagePoints == null
          ? t('reviewsNone')
          : row.summary.averagePoints.toLocaleString(language, { maximumFractionDigits: 2 }),
    },
    {
      id: 'reviewCount',
      header: t('reviewCount'),
      align: 'end',
      sortable: true,
      cell: (row) => row.summary?.count ?? t('reviewsNone'),
    },
  ];
  return (
    <DataTable
      caption={t('reviewsTable')}
      columns={columns}
      rowKey={(row) => row.who}
      empty={<EmptyState title={t('noData')} />}
      {...table}
    />
  );
}

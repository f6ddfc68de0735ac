import type { ResponseTime } from '@portal/shared/contract';
import { formatDuration } from '@portal/shared/runtime/format-duration';
import { useLanguage } from '@portal/shared/runtime/i18n';
import {
  DataTable,
  type DataTableColumn,
  type SortKey,
  useLocalTable,
} from '@portal/ui/data-table';
import { useMemo } from 'react';
import { useStatsT } from '../../../i18n/use-stats-t';

interface StaffCategoryRow {
  key: string;
  name: string;
  category: string;
  averageResponseTimeMillis: number;
  totalResponseTimeMillis: number;
  count: number;
}

const SORT_KEYS: Record<string, SortKey<StaffCategoryRow>> = {
  name: (row) => row.name,
  category: (row) => row.category,
  average: (row) => row.averageResponseTimeMillis,
  total: (row) => row.totalResponseTimeMillis,
  count: (row) => row.count,
};

/** Per staff member and category: average, total and count of answers, sortable. */
export function StaffResponseTable({
  staff,
  categoryName,
}: {
  staff: ResponseTime['staff'];
  categoryName: (key: string) => string;
}) {
  const t = useStatsT();
  const language = useLanguage();
  const rows = useMemo(
    () =>
      staff.flatMap((member) =>
        member.categories.map((figures) => ({
          key: `${member._id}:${figures.category}`,
          name: member.name,
          ...figures,
          category: categoryName(figures.category),
        })),
      ),
    [staff, categoryName],
  );
  const table = useLocalTable(rows, SORT_KEYS, { columnId: 'average', direction: 'descending' });
  const columns: DataTableColumn<StaffCategoryRow>[] = [
    { id: 'name', header: t('staffMember'), cell: (row) => row.name, sortable: true },
    { id: 'category', header: t('category'), cell: (row) => row.category, sortable: true },
    {
      id: 'average',
      header: t('average'),
      align: 'end',
      sortable: true,
      cell: (row) => formatDuration(row.averageResponseTimeMillis, language),
    },
    {
      id: 'total',
      header: t('totalTime'),
      align: 'end',
      sortable: true,
      cell: (row) => formatDuration(row.totalResponseTimeMillis, language),
    },
    {
      id: 'count',
      header: t('answers'),
      align: 'end',
      sortable: true,
      cell: (row) => row.count.toLocaleString(language),
    },
  ];
  return (
    <DataTable caption={t('perStaff')} columns={columns} rowKey={(row) => row.key} {...table} />
  );
}

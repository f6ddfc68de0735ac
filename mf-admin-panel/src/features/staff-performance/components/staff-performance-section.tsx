import type { StaffPerformanceRow } from '@portal/shared/contract';
import { useLanguage } from '@portal/shared/runtime/i18n';
import {
  staffPerformanceExportCall,
  useStaffPerformance,
} from '@portal/shared/runtime/queries/get-staff-performance';
import { DataTable, type DataTableColumn } from '@portal/ui/data-table';
import { EmptyState } from '@portal/ui/empty-state';
import { ExportButtons } from '../../../components/export-buttons';
import { useFilteredTable } from '../../../components/use-filtered-table';
import { usePanelT } from '../../../i18n/use-panel-t';
import { INITIAL_STAFF_FILTERS, INITIAL_STAFF_SORT, staffFilterBody } from '../rules/staff-query';
import { StaffFilters } from './staff-filters';

/** `/panel#staff`: tickets per staff member and day (`POST /staff/performance`, SPEC §2, §7). */
export function StaffPerformanceSection() {
  const t = usePanelT();
  const language = useLanguage();
  const { table, applied, appliedRange, filterProps } = useFilteredTable({
    initial: INITIAL_STAFF_FILTERS,
    startField: 'dateFrom',
    initialSort: INITIAL_STAFF_SORT,
  });
  const filters = staffFilterBody(applied, appliedRange, table.sort);
  const { data, error, isLoading } = useStaffPerformance({
    ...filters,
    page: table.page,
    pageSize: table.pageSize,
  });

  const count = (value: number) => value.toLocaleString(language);
  const columns: DataTableColumn<StaffPerformanceRow>[] = [
    { id: 'staffName', header: t('staffName'), cell: (row) => row.staffName, sortable: true },
    {
      id: 'date',
      header: t('date'),
      // The row's day is a UTC day (SPEC §9).
      cell: (row) => new Date(row.date).toLocaleDateString(language, { timeZone: 'UTC' }),
      sortable: true,
    },
    {
      id: 'reportsCount',
      header: t('reportsCount'),
      cell: (row) => count(row.reportsCount),
      sortable: true,
      align: 'end',
    },
    {
      id: 'supportCount',
      header: t('supportCount'),
      cell: (row) => count(row.supportCount),
      sortable: true,
      align: 'end',
    },
  ];

  return (
    <div className="ap-table-section">
      <StaffFilters {...filterProps} />
      <ExportButtons
        callFor={staffPerformanceExportCall}
        input={{ body: filters }}
        baseName="staff-performance"
      />
      {error ? (
        <EmptyState title={t('loadFailed')} />
      ) : (
        <DataTable
          caption={t('staffTable')}
          columns={columns}
          rows={data?.data ?? []}
          rowKey={(row) => `${row._id}-${row.date}`}
          {...table}
          total={data?.total ?? 0}
          loading={isLoading}
          empty={<EmptyState title={t('noStaffRows')} />}
        />
      )}
    </div>
  );
}

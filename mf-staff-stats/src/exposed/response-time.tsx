import type { StaffViewProps } from '@portal/shared/runtime/remotes';
import { EmptyState } from '@portal/ui/empty-state';
import { useState } from 'react';
import { useCatalogNames } from '../components/use-catalog-names';
import { ViewFrame } from '../components/view-frame';
import { ViewLoading } from '../components/view-loading';
import { RangeFilters } from '../features/response-time/components/range-filters';
import { StaffResponseTable } from '../features/response-time/components/staff-response-table';
import { SummaryFigures } from '../features/response-time/components/summary-figures';
import { useResponseTime } from '../features/response-time/hooks/use-response-time';
import { registerStaffStatsTranslations, useStatsT } from '../i18n/use-stats-t';

registerStaffStatsTranslations();

/** `mf_staff_stats/ResponseTime` (supervisors): how long tickets wait for staff (SPEC §2). */
export default function ResponseTime(_props: StaffViewProps) {
  const t = useStatsT();
  const [now] = useState(() => Date.now());
  const view = useResponseTime(now);
  const { categories, categoryName } = useCatalogNames();
  const { data, error, isLoading } = view.figures;

  const content = () => {
    if (view.issue) return null;
    if (isLoading) {
      return <ViewLoading height={96} />;
    }
    if (error) return <EmptyState title={t('loadFailed')} />;
    if (!data || data.globalAverageResponseTimeMillis === null) {
      return <EmptyState title={t('noData')} />;
    }
    return (
      <>
        <SummaryFigures
          globalAverageMillis={data.globalAverageResponseTimeMillis}
          summary={data.summary}
          previous={data.previous}
        />
        <StaffResponseTable staff={data.staff} categoryName={categoryName} />
      </>
    );
  };

  return (
    <ViewFrame title={t('responseTimeTitle')} intro={t('responseTimeIntro')}>
      <RangeFilters
        form={view.form}
        onChange={view.setForm}
        issue={view.issue}
        maxStart={view.maxStart}
        maxEnd={view.maxEnd}
        staffOptions={view.staffOptions}
        categoryOptions={categories.map(({ key, name }) => ({ value: key, label: name }))}
      />
      {content()}
    </ViewFrame>
  );
}

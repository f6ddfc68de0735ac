import type { StaffViewProps } from '@portal/shared/runtime/remotes';
import { EmptyState } from '@portal/ui/empty-state';
import { ViewFrame } from '../components/view-frame';
import { ViewLoading } from '../components/view-loading';
import { whoName } from '../components/who-name';
import { AiUsageSection } from '../features/ai-usage/components/ai-usage-section';
import { StaffChart } from '../features/statistics/components/staff-chart';
import { StaffFiguresTable } from '../features/statistics/components/staff-figures-table';
import { StaffReviewsTable } from '../features/statistics/components/staff-reviews-table';
import { TicketsBehind } from '../features/statistics/components/tickets-behind';
import { useSelection } from '../features/statistics/hooks/use-selection';
import { useStatistics } from '../features/statistics/hooks/use-statistics';
import { countOf } from '../features/statistics/rules/staff-figures';
import { registerStaffStatsTranslations, useStatsT } from '../i18n/use-stats-t';

registerStaffStatsTranslations();

/**
 * `mf_staff_stats/Statistics` (supervisors): the last 30 days per staff member (SPEC §2, §7), then
 * how the AI-suggested replies of the same days were used, in a section of its own.
 */
export default function Statistics(_props: StaffViewProps) {
  const t = useStatsT();
  const stats = useStatistics();
  const { selection, select } = useSelection();

  const content = () => {
    if (stats.isLoading) {
      return <ViewLoading height={120} />;
    }
    if (stats.error) return <EmptyState title={t('loadFailed')} />;
    if (!stats.ticketCount) return <EmptyState title={t('noData')} />;
    const selected = selection && stats.figures.find((row) => row.who === selection.who);
    return (
      <>
        <div className="ss-panel">
          <StaffChart figures={stats.figures} onSelect={select} />
        </div>
        {selection && selected && (
          <TicketsBehind
            title={
              selection.part
                ? t('ticketsOfPart', { who: whoName(selected, t), part: t(selection.part) })
                : t('ticketsOf', { who: whoName(selected, t) })
            }
            count={countOf(selected, selection.part)}
            selection={selection}
            onClose={() => select(null)}
          />
        )}
        <StaffFiguresTable figures={stats.figures} />
        <StaffReviewsTable figures={stats.figures} />
      </>
    );
  };

  return (
    <ViewFrame title={t('statisticsTitle')} intro={t('statisticsIntro')}>
      {content()}
      <AiUsageSection />
    </ViewFrame>
  );
}

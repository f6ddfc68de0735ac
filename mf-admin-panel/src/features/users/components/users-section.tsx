import { useUserLeaderboards } from '@portal/shared/runtime/queries/get-user-leaderboards';
import { EmptyState } from '@portal/ui/empty-state';
import { FilterForm } from '../../../components/filter-form';
import { SectionLoading } from '../../../components/section-loading';
import { useAppliedFilters } from '../../../components/use-applied-filters';
import { usePanelT } from '../../../i18n/use-panel-t';
import { initialUsersPeriod, usersPeriodBody } from '../rules/users-query';
import { EraseAccount } from './erase-account';
import { LeaderboardCard } from './leaderboard-card';

/**
 * `/panel#users`: who opened, handled and resolved the most on the chosen days
 * (`POST /admin/users/leaderboard`, SPEC §2 "Users (leaderboard cards)"), then the GDPR erasure
 * of an account (issue 31.2).
 */
export function UsersSection() {
  const t = usePanelT();
  const { appliedRange, filterProps } = useAppliedFilters({
    initial: initialUsersPeriod(Date.now()),
    startField: 'dateFrom',
  });
  const { data, error, isLoading } = useUserLeaderboards(usersPeriodBody(appliedRange));
  return (
    <div className="ap-table-section">
      <FilterForm {...filterProps} dayLabels={{ from: 'dayFrom', to: 'dayTo' }} />
      {isLoading ? (
        <SectionLoading height={240} />
      ) : error || !data ? (
        <EmptyState title={t('loadFailed')} />
      ) : (
        <section className="ap-leaderboards" aria-label={t('leaderboards')}>
          <LeaderboardCard title="openedBoard" hint="openedBoardHint" entries={data.opened} />
          <LeaderboardCard title="handledBoard" hint="handledBoardHint" entries={data.handled} />
          <LeaderboardCard title="resolvedBoard" hint="resolvedBoardHint" entries={data.resolved} />
        </section>
      )}
      <EraseAccount />
    </div>
  );
}

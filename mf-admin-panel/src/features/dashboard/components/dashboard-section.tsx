import { useAdminStats } from '@portal/shared/runtime/queries/get-admin-stats';
import { EmptyState } from '@portal/ui/empty-state';
import { SectionLoading } from '../../../components/section-loading';
import { usePanelT } from '../../../i18n/use-panel-t';
import { StatCards } from './stat-cards';

/** `/panel#dashboard`: the figures of `GET /admin/stats` as cards (SPEC §2). */
export function DashboardSection() {
  const t = usePanelT();
  const { data, error, isLoading } = useAdminStats();
  if (isLoading) return <SectionLoading height={96} />;
  if (error) return <EmptyState title={t('loadFailed')} />;
  if (!data || data.length === 0) return <EmptyState title={t('noData')} />;
  return <StatCards cards={data} />;
}

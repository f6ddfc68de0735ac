import { Skeleton } from '@portal/ui/skeleton';
import { useStatsT } from '../i18n/use-stats-t';

/** A view's placeholder while its figures load: busy for screen readers, a grey block to see. */
export function ViewLoading({ height }: { height: number }) {
  const t = useStatsT();
  return (
    <div className="ss-panel" aria-busy="true">
      <span className="portal-visually-hidden">{t('loading')}</span>
      <Skeleton height={height} shape="block" />
    </div>
  );
}

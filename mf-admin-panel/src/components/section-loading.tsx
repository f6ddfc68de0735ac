import { Skeleton } from '@portal/ui/skeleton';
import { usePanelT } from '../i18n/use-panel-t';

/** A section's placeholder while its figures load: busy for screen readers, grey to see. */
export function SectionLoading({ height }: { height: number }) {
  const t = usePanelT();
  return (
    <div aria-busy="true">
      <span className="portal-visually-hidden">{t('loading')}</span>
      <Skeleton height={height} shape="block" />
    </div>
  );
}

import { LIVE_EVENTS } from '@portal/shared/contract';
import { useT } from '@portal/shared/runtime/i18n';
import { useLiveEvent, useLiveResync } from '@portal/shared/runtime/socket';
import { Button } from '@portal/ui/button';
import { RefreshIcon } from '@portal/ui/icons';
import { dismissToast, showToast } from '@portal/ui/toast';
import { useRef } from 'react';
import { refreshDiscoveredRemotes } from './remote-registry';

function ReloadNotice() {
  const t = useT();
  return (
    <span>
      {t('newReleaseAvailable')}{' '}
      <Button size="sm" icon={<RefreshIcon />} onClick={() => window.location.reload()}>
        {t('reload')}
      </Button>
    </span>
  );
}

/**
 * Keeps the page on the registry's releases: after a publish or a rollback (a live event, or a
 * reconnect that may have missed one) a remote not loaded yet is pointed at its new release, and
 * a loaded one offers a reload, so the page never asks for chunks of a release that is gone.
 */
export function ReleaseNotices() {
  const shown = useRef<number | null>(null);
  const refresh = () => {
    refreshDiscoveredRemotes()
      .then((changedAndLoaded) => {
        if (changedAndLoaded.length === 0) return;
        if (shown.current !== null) dismissToast(shown.current);
        shown.current = showToast({ message: <ReloadNotice />, tone: 'info', duration: 0 });
      })
      .catch((error: unknown) => console.warn('[remotes] the registry could not be read', error));
  };
  useLiveEvent(LIVE_EVENTS.remotesReleased, refresh, { passive: true });
  useLiveResync(refresh);
  return null;
}

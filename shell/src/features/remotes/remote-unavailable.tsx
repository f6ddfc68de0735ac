import { useT } from '@portal/shared/runtime/i18n';
import { Button } from '@portal/ui/button';
import { AlertIcon, RefreshIcon } from '@portal/ui/icons';

interface RemoteUnavailableProps {
  onRetry?: () => void;
  /** For slots the user must be able to leave (the ticket modal). */
  onDismiss?: () => void;
}

/** What a slot shows when its remote cannot be loaded or crashed. */
export function RemoteUnavailable({ onRetry, onDismiss }: RemoteUnavailableProps) {
  const t = useT();
  return (
    <div className="remote-unavailable" role="alert">
      <p className="remote-unavailable-text">
        <AlertIcon />
        {t('remoteUnavailable')}
      </p>
      {onRetry && (
        <Button variant="primary" icon={<RefreshIcon />} onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
      {onDismiss && <Button onClick={onDismiss}>{t('close')}</Button>}
    </div>
  );
}

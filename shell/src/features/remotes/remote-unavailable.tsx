import { useT } from '@portal/shared/runtime/i18n';

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
      <p>{t('remoteUnavailable')}</p>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
      {onDismiss && (
        <button type="button" onClick={onDismiss}>
          {t('close')}
        </button>
      )}
    </div>
  );
}

import { useT } from '@portal/shared/runtime/i18n';

interface RemoteUnavailableProps {
  onRetry?: () => void;
}

/** What a slot shows when its remote cannot be loaded or crashed. */
export function RemoteUnavailable({ onRetry }: RemoteUnavailableProps) {
  const t = useT();
  return (
    <div className="remote-unavailable" role="alert">
      <p>{t('remoteUnavailable')}</p>
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}

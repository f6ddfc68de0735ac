import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDetailT } from '../../../i18n/use-detail-t';
import type { CloseResolution } from '../api/close-ticket';

type ResolutionDialogProps = {
  onResolve: (resolution: CloseResolution) => void;
  onCancel: () => void;
};

/** Closing a report: valid, invalid, or cancel (no change) — SPEC §4. */
export function ResolutionDialog({ onResolve, onCancel }: ResolutionDialogProps) {
  const t = useDetailT();
  return (
    <ConfirmDialog title={t('resolutionTitle')} text={t('resolutionInfo')} onCancel={onCancel}>
      <button type="button" className="td-button" onClick={onCancel}>
        {t('cancel')}
      </button>
      <button type="button" className="td-button" onClick={() => onResolve('invalid')}>
        {t('resolveInvalid')}
      </button>
      <button
        type="button"
        className="td-button td-button-primary"
        onClick={() => onResolve('valid')}
      >
        {t('resolveValid')}
      </button>
    </ConfirmDialog>
  );
}

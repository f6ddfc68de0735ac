import { ChoiceDialog } from '@portal/ui/choice-dialog';
import { useDetailT } from '../../../i18n/use-detail-t';
import type { CloseResolution } from '../api/close-ticket';

type ResolutionDialogProps = {
  open: boolean;
  onResolve: (resolution: CloseResolution) => void;
  onCancel: () => void;
};

/** Closing a report: valid, invalid, or cancel (no change) — SPEC §4. */
export function ResolutionDialog({ open, onResolve, onCancel }: ResolutionDialogProps) {
  const t = useDetailT();
  return (
    <ChoiceDialog
      open={open}
      title={t('resolutionTitle')}
      message={t('resolutionInfo')}
      choices={[
        { value: 'invalid', label: t('resolveInvalid') },
        { value: 'valid', label: t('resolveValid'), primary: true },
      ]}
      onChoose={onResolve}
      onCancel={onCancel}
      cancelLabel={t('cancel')}
    />
  );
}

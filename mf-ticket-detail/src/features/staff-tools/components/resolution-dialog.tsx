import { Button } from '@portal/ui/button';
import { Modal } from '@portal/ui/modal';
import { useRef } from 'react';
import { useDetailT } from '../../../i18n/use-detail-t';
import type { CloseResolution } from '../api/close-ticket';

type ResolutionDialogProps = {
  open: boolean;
  onResolve: (resolution: CloseResolution) => void;
  onCancel: () => void;
};

/**
 * Closing a report: valid, invalid, or cancel (no change) — SPEC §4. Three choices, so the kit's
 * Modal as an alertdialog rather than its yes/no ConfirmDialog; focus starts on Cancel.
 */
export function ResolutionDialog({ open, onResolve, onCancel }: ResolutionDialogProps) {
  const t = useDetailT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      role="alertdialog"
      size="sm"
      title={t('resolutionTitle')}
      description={t('resolutionInfo')}
      closeLabel={t('close')}
      onClose={onCancel}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button onClick={() => onResolve('invalid')}>{t('resolveInvalid')}</Button>
          <Button variant="primary" onClick={() => onResolve('valid')}>
            {t('resolveValid')}
          </Button>
        </>
      }
    />
  );
}

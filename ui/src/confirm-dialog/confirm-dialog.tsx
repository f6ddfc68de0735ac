import { type ReactNode, useRef } from 'react';
import { Button } from '../button/button';
import { useUiT } from '../i18n/use-ui-t';
import { Modal } from '../modal/modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, and for a danger action that it cannot be undone. */
  message: ReactNode;
  onConfirm: () => void;
  /** Also called by Escape, a click outside and the close button. */
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` paints the confirm button red and starts on Cancel, the safe choice. */
  variant?: 'default' | 'danger';
  /** While the action runs: both buttons disabled. */
  busy?: boolean;
}

/** A yes/no question on top of everything (`alertdialog`), built on Modal. */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  variant = 'default',
  busy = false,
}: ConfirmDialogProps) {
  const t = useUiT();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      initialFocusRef={variant === 'danger' ? cancelRef : confirmRef}
      footer={
        <>
          <Button ref={cancelRef} onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button
            ref={confirmRef}
            variant={variant === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            disabled={busy}
          >
            {confirmLabel ?? t('confirm')}
          </Button>
        </>
      }
    />
  );
}

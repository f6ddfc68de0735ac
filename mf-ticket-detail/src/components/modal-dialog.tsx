import { type ReactNode, useEffect, useRef } from 'react';
import { EscapeLayersProvider, useEscapeLayers } from './escape-layers';
import { trapTabKey } from './focus-trap';
import './buttons.css';
import './modal-dialog.css';

type ModalDialogProps = {
  /** id of the element holding the dialog's accessible name (the ticket title). */
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
};

/** The ticket modal: Escape closes the innermost open layer (popover, dialog, panel) first. */
export function ModalDialog(props: ModalDialogProps) {
  return (
    <EscapeLayersProvider>
      <ModalFrame {...props} />
    </EscapeLayersProvider>
  );
}

function ModalFrame({ labelledBy, describedBy, onClose, closeLabel, children }: ModalDialogProps) {
  const escapeLayers = useEscapeLayers();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    // Focus can leave the dialog through a click on the page behind; bring it back.
    const keepFocusInside = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) {
        dialog.focus();
      }
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      previouslyFocused?.focus?.();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    // Inner widgets claim Escape first: by `useEscapeLayer`, or by calling preventDefault.
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      if (!escapeLayers?.escapeTop()) onCloseRef.current();
      return;
    }
    if (dialogRef.current) trapTabKey(dialogRef.current, event);
  };

  return (
    <div className="td-modal-backdrop">
      <div
        ref={dialogRef}
        className="td-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <button
          type="button"
          className="td-modal-close"
          aria-label={closeLabel}
          title={closeLabel}
          onClick={() => onCloseRef.current()}
        >
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </div>
  );
}

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useEscapeLayer } from './escape-layers';
import { trapTabKey } from './focus-trap';
import './confirm-dialog.css';

type ConfirmDialogProps = {
  title: string;
  text: string;
  /** Escape and the cancel choice call this. */
  onCancel: () => void;
  /** The choices; the first one gets focus. */
  children: ReactNode;
};

/** A confirmation inside the modal: its own focus trap, Escape cancels it (not the modal). */
export function ConfirmDialog({ title, text, onCancel, children }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useEscapeLayer(true, onCancel);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    dialogRef.current?.querySelector<HTMLElement>('button')?.focus();
    return () => previouslyFocused?.focus?.();
  }, []);

  return (
    <div className="td-confirm-backdrop">
      <div
        ref={dialogRef}
        className="td-confirm"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={(event) => {
          if (dialogRef.current && trapTabKey(dialogRef.current, event)) event.stopPropagation();
        }}
      >
        <h3 id={titleId} className="td-confirm-title">
          {title}
        </h3>
        <p id={textId}>{text}</p>
        <div className="td-confirm-choices">{children}</div>
      </div>
    </div>
  );
}

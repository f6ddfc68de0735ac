import { type ReactNode, useEffect, useId, useRef } from 'react';

type ModalProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Extra class for size (the frame dialog is larger). */
  className?: string;
};

/**
 * A modal dialog: labelled by its title, Escape closes, focus moves in on open and back to
 * where it was on close.
 */
export function Modal({ title, onClose, children, className }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const latestClose = useRef(onClose);
  latestClose.current = onClose;

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latestClose.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      before?.focus();
    };
  }, []);

  return (
    <div className="tk-modal-backdrop">
      <div
        ref={panel}
        className={`tk-modal ${className ?? ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h3 id={titleId} className="tk-modal-title">
          {title}
        </h3>
        {children}
      </div>
    </div>
  );
}

import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button, type ButtonProps } from '../button/button';
import { focusableElements } from '../layers/focus-trap';
import { useAnchoredPosition } from '../layers/use-anchored-position';
import { useLayer } from '../layers/use-layer';
import '../layers/floating.css';

export interface PopoverProps {
  /** Content of the trigger button; it names the popover too. */
  trigger: ReactNode;
  triggerVariant?: ButtonProps['variant'];
  /** Rendered while open; `close` lets an action inside close it. */
  children: (close: () => void) => ReactNode;
}

/**
 * A panel the trigger button opens and closes (a non-modal dialog): Escape and a click outside
 * close it when it is the top layer, and focus goes back to the trigger.
 */
export function Popover({ trigger, triggerVariant = 'secondary', children }: PopoverProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const triggerId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, []);
  useLayer({ open, refs: [triggerRef, panelRef], onClose: close });
  const position = useAnchoredPosition(open, triggerRef, panelRef);
  // The panel lives at the end of the page (a portal), so focus is taken there on open.
  useEffect(() => {
    const panel = panelRef.current;
    if (open && panel) (focusableElements(panel)[0] ?? panel).focus();
  }, [open]);
  return (
    <>
      <Button
        ref={triggerRef}
        id={triggerId}
        variant={triggerVariant}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {trigger}
      </Button>
      {open &&
        createPortal(
          <div
            ref={panelRef}
            id={panelId}
            role="dialog"
            aria-labelledby={triggerId}
            tabIndex={-1}
            className="portal-floating portal-popover"
            style={position}
          >
            {children(close)}
          </div>,
          document.body,
        )}
    </>
  );
}

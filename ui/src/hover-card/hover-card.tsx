import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAnchoredPosition } from '../layers/use-anchored-position';
import { useLayer } from '../layers/use-layer';
import '../layers/floating.css';
import './hover-card.css';

export interface HoverCardProps {
  /** Content of the trigger button (a player's name, "edited", …). */
  trigger: ReactNode;
  /** The trigger's accessible name when its content alone is not enough. */
  triggerLabel?: string;
  triggerClassName?: string;
  /** Rendered only while open, so what it shows can load on demand. */
  children: () => ReactNode;
  /** Milliseconds of hover or focus before it opens; default 300. */
  openDelay?: number;
  /** Milliseconds after the pointer leaves before it closes (time to reach the card); default 150. */
  closeDelay?: number;
}

/**
 * Details about something on hover or keyboard focus (WAI-ARIA tooltip pattern): the trigger is
 * a real button described by the card; Escape closes it, before any dialog under it.
 */
export function HoverCard({
  trigger,
  triggerLabel,
  triggerClassName,
  children,
  openDelay = 300,
  closeDelay = 150,
}: HoverCardProps) {
  const [open, setOpen] = useState(false);
  const cardId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
  }, []);
  const later = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useLayer({ open, refs: [triggerRef, cardRef], onClose: close });
  const position = useAnchoredPosition(open, triggerRef, cardRef);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={`portal-hover-card-trigger ${triggerClassName ?? ''}`.trim()}
        aria-label={triggerLabel}
        aria-describedby={open ? cardId : undefined}
        onMouseEnter={() => later(true, openDelay)}
        onMouseLeave={() => later(false, closeDelay)}
        onFocus={() => later(true, openDelay)}
        onBlur={close}
      >
        {trigger}
      </button>
      {open &&
        createPortal(
          <div
            ref={cardRef}
            id={cardId}
            role="tooltip"
            className="portal-floating portal-hover-card"
            style={position}
            onMouseEnter={() => clearTimeout(timer.current)}
            onMouseLeave={() => later(false, closeDelay)}
          >
            {children()}
          </div>,
          document.body,
        )}
    </>
  );
}

import { type ReactNode, useId, useState } from 'react';
import { useEscapeLayer } from './escape-layers';
import './hover-popup.css';

type HoverPopupProps = {
  /** Content of the trigger button (a name, 'edited', …). */
  trigger: ReactNode;
  triggerClassName?: string;
  /** Accessible label of the trigger when its text alone is not enough. */
  triggerLabel?: string;
  /** Rendered only while open, so its data loads on demand. */
  children: () => ReactNode;
};

/**
 * A tooltip that opens on hover and on keyboard focus, closes on leave, blur or Escape
 * (WAI-ARIA tooltip pattern). The trigger is a real button so keyboards reach it.
 */
export function HoverPopup({ trigger, triggerClassName, triggerLabel, children }: HoverPopupProps) {
  const [open, setOpen] = useState(false);
  const popupId = useId();
  useEscapeLayer(open, () => setOpen(false));
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover is a pointer convenience; the button gives keyboards the same popup on focus
    <span
      className="td-popup-anchor"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        className={`td-popup-trigger ${triggerClassName ?? ''}`}
        aria-label={triggerLabel}
        aria-describedby={open ? popupId : undefined}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      >
        {trigger}
      </button>
      {open && (
        <span id={popupId} role="tooltip" className="td-popup">
          {children()}
        </span>
      )}
    </span>
  );
}

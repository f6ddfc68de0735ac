import { IconButton } from '@portal/ui/icon-button';
import { AssistantIcon, CloseIcon, GripIcon, ResizeIcon } from '@portal/ui/icons';
import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';
import { useAssistantT } from '../../../i18n/use-assistant-t';
import { useWindowGestures } from '../hooks/use-window-gestures';
import { useWindowState } from '../hooks/use-window-state';
import './floating-window.css';

interface FloatingWindowProps {
  /** The header's text: the assistant's name, or the open chat's title. */
  heading: ReactNode;
  /** Before the heading (a way back). */
  headerStart?: ReactNode;
  /** Rendered only while the panel is open, so nothing is fetched before it is. */
  children: ReactNode;
}

/** A press that starts on a control of the header is that control's, not a drag. */
function startsOnControl(event: PointerEvent): boolean {
  return event.target instanceof Element && event.target.closest('button, a, input') !== null;
}

/**
 * The launcher in the bottom-right corner and the panel it opens: moved by its header, resized by
 * its top-left corner, by pointer or arrow keys, always inside the window; open or closed,
 * position and size remembered. It floats above the page and its dialogs: a press or focus in it
 * leaves an open ticket modal as it is (`data-portal-outside-layers`).
 */
export function FloatingWindow({ heading, headerStart, children }: FloatingWindowProps) {
  const t = useAssistantT();
  const { open, setOpen, rect, place, viewport } = useWindowState();
  const gestures = useWindowGestures(rect, viewport, place);
  const hintId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  // Focus follows the user's own open and close, never a state restored on page load.
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (open ? panelRef.current : launcherRef.current)?.focus();
  }, [open]);

  const toggle = (next: boolean) => {
    moveFocus.current = true;
    setOpen(next);
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Handled here, so a ticket modal under the panel stays open.
    event.preventDefault();
    toggle(false);
  };

  const dragFromHeader = (event: PointerEvent) => {
    if (!startsOnControl(event)) gestures.onMovePointerDown(event);
  };

  const { shown } = gestures;
  return createPortal(
    <div className="as-layer" data-portal-outside-layers="">
      {open ? (
        <aside
          ref={panelRef}
          className="as-window"
          aria-label={t('assistant')}
          tabIndex={-1}
          style={{ left: shown.x, top: shown.y, width: shown.width, height: shown.height }}
          onKeyDown={closeOnEscape}
        >
          <header className="as-window-header" onPointerDown={dragFromHeader}>
            <button
              type="button"
              className="as-window-grip"
              aria-label={t('moveAssistant')}
              aria-describedby={hintId}
              title={t('moveAssistant')}
              onPointerDown={gestures.onMovePointerDown}
              onKeyDown={gestures.onMoveKeyDown}
            >
              <GripIcon />
            </button>
            {headerStart}
            <h2 className="as-window-title">{heading}</h2>
            <IconButton
              size="sm"
              label={t('closeAssistant')}
              icon={<CloseIcon />}
              onClick={() => toggle(false)}
            />
          </header>
          <div className="as-window-body">{children}</div>
          <button
            type="button"
            className="as-window-resize"
            aria-label={t('resizeAssistant')}
            aria-describedby={hintId}
            title={t('resizeAssistant')}
            onPointerDown={gestures.onResizePointerDown}
            onKeyDown={gestures.onResizeKeyDown}
          >
            <ResizeIcon />
          </button>
          <span id={hintId} hidden>
            {t('moveHint')}
          </span>
        </aside>
      ) : (
        <button
          ref={launcherRef}
          type="button"
          className="as-launcher"
          aria-label={t('openAssistant')}
          title={t('openAssistant')}
          onClick={() => toggle(true)}
        >
          <AssistantIcon />
        </button>
      )}
    </div>,
    document.body,
  );
}

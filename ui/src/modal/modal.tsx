import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useUiT } from '../i18n/use-ui-t';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icons/icons';
import { focusableElements, trapTabKey } from '../layers/focus-trap';
import { isTopLayer, OUTSIDE_LAYERS } from '../layers/layer-stack';
import { useLayer } from '../layers/use-layer';
import './modal.css';

export interface ModalProps {
  open: boolean;
  /** Called by Escape (when this is the top layer), a click outside and the close button. */
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  /** Shown first and read with the name (`aria-describedby`): what the dialog is about. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (right-aligned). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Focused on open; default: the first focusable element after the close button, else it. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Text of the close button; default the kit's "Close". */
  closeLabel?: string;
  className?: string;
}

/**
 * A modal dialog in a portal on document.body: focus moves in and Tab cycles inside it; Escape
 * and a click outside close it only while it is the top layer; focus returns to its opener.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<ModalPanel {...props} />, document.body);
}

function ModalPanel({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  initialFocusRef,
  closeLabel,
  className,
}: ModalProps) {
  const t = useUiT();
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const layer = useLayer({ open: true, refs: [panelRef], onClose });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const [closeButton, firstAfterClose] = focusableElements(panel);
      (initialFocusRef?.current ?? firstAfterClose ?? closeButton ?? panel).focus();
    }
    // A click on the page behind can move focus out; bring it back while this dialog is on top.
    // Panels that float above every layer (toasts, the assistant) may take focus and keep it.
    const keepFocusInside = (event: FocusEvent) => {
      const current = panelRef.current;
      const top = layer.current && isTopLayer(layer.current);
      const target = event.target;
      if (!current || !top || !(target instanceof Element) || current.contains(target)) return;
      if (target.closest(OUTSIDE_LAYERS)) return;
      current.focus();
    };
    document.addEventListener('focusin', keepFocusInside);
    // A focused control that disappears or gets disabled (an action's button once it is done)
    // drops focus to the body, where the dialog's keys no longer reach; take it back.
    const regainLostFocus = new MutationObserver(() => {
      const current = panelRef.current;
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (current && lost && layer.current && isTopLayer(layer.current)) current.focus();
    });
    if (panel) {
      regainLostFocus.observe(panel, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['disabled'],
      });
    }
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      regainLostFocus.disconnect();
      opener?.focus();
    };
  }, [initialFocusRef, layer]);

  return (
    <div className="portal-modal-backdrop">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the role is dialog or alertdialog, chosen by a prop */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: both roles support aria-modal */}
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`portal-modal portal-modal-${size} ${className ?? ''}`.trim()}
        onKeyDown={(event) => panelRef.current && trapTabKey(panelRef.current, event)}
      >
        <header className="portal-modal-header">
          <h2 id={titleId} className="portal-modal-title">
            {title}
          </h2>
          <IconButton label={closeLabel ?? t('close')} icon={<CloseIcon />} onClick={onClose} />
        </header>
        <div className="portal-modal-body">
          {description && (
            <div id={descriptionId} className="portal-modal-description">
              {description}
            </div>
          )}
          {children}
        </div>
        {footer && <footer className="portal-modal-footer">{footer}</footer>}
      </div>
    </div>
  );
}

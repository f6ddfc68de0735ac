import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react';
import { useUiT } from '../i18n/use-ui-t';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icons/icons';
import { useLayer } from '../layers/use-layer';
import './inline-dialog.css';

export interface InlineDialogProps {
  open: boolean;
  /** Called by Escape and a press outside (only while it is the top layer) and the close button. */
  onClose: () => void;
  /** Its heading, which names it. */
  title: ReactNode;
  /** Heading level for the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
  /** Elements outside the panel that belong to it (the button that opens it): not "outside". */
  anchorRefs?: RefObject<HTMLElement | null>[];
  /** Focused on open; default the panel itself, so its name is read first. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes when it closes with focus inside (Escape, the close button); default the
   * element focused before it opened. Closed from elsewhere, focus stays where it is.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Text of the close button; default the kit's "Close". */
  closeLabel?: string;
  /** For the opener's `aria-controls`. */
  id?: string;
  className?: string;
}

/**
 * A non-modal dialog in the page's flow (not floating): it joins the page's layer stack, so
 * Escape and a press outside close it before the modal it sits in, and a confirm dialog or hover
 * card opened above it closes first. For a panel that needs its container's width (long texts,
 * lists of actions), where a `Popover` would be too narrow.
 */
export function InlineDialog(props: InlineDialogProps) {
  if (!props.open) return null;
  return <InlineDialogPanel {...props} />;
}

function InlineDialogPanel({
  onClose,
  title,
  headingLevel = 3,
  children,
  anchorRefs = [],
  initialFocusRef,
  returnFocusRef,
  closeLabel,
  id,
  className,
}: InlineDialogProps) {
  const t = useUiT();
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const Heading = `h${headingLevel}` as const;

  const closeAndReturnFocus = () => {
    const target = returnFocusRef?.current ?? openerRef.current;
    onClose();
    if (target?.isConnected) target.focus();
  };
  useLayer({
    open: true,
    refs: [panelRef, ...anchorRefs],
    onClose: () => {
      if (panelRef.current?.contains(document.activeElement)) closeAndReturnFocus();
      else onClose();
    },
  });

  // Before the content's own effects, so content may move focus further in (its first item).
  useLayoutEffect(() => {
    openerRef.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocusRef?.current ?? panelRef.current)?.focus();
  }, [initialFocusRef]);

  return (
    <section
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={`portal-inline-dialog ${className ?? ''}`.trim()}
    >
      <div className="portal-inline-dialog-header">
        <Heading id={titleId} className="portal-inline-dialog-title">
          {title}
        </Heading>
        <IconButton
          size="sm"
          label={closeLabel ?? t('close')}
          icon={<CloseIcon />}
          onClick={closeAndReturnFocus}
        />
      </div>
      {children}
    </section>
  );
}

import { type KeyboardEvent, useCallback, useId, useRef, useState } from 'react';
import { isSuggestionShortcut } from '../text/shortcut';

export interface SuggestionPanelState {
  open: boolean;
  /** Opens the panel, or takes focus back into it when it is open already. */
  show: () => void;
  close: () => void;
  toggle: () => void;
  /** The button that opens it (not "outside" the panel). */
  triggerRef: React.RefObject<HTMLButtonElement | null>;
  panelId: string;
  /**
   * For the modal's content: Ctrl/Cmd+Space opens the panel. Key presses from portals (a confirm
   * dialog, a hover card above the modal) are not the content's.
   */
  onShortcutKey: (event: KeyboardEvent<HTMLElement>) => void;
}

export function useSuggestionPanel(enabled: boolean): SuggestionPanelState {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  // Closing the ticket (or losing the right to comment) closes the panel for good.
  if (open && !enabled) setOpen(false);

  const show = useCallback(() => {
    if (open) document.getElementById(panelId)?.focus();
    else setOpen(true);
  }, [open, panelId]);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((current) => !current), []);

  const onShortcutKey = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (!enabled || !isSuggestionShortcut(event.nativeEvent)) return;
      if (!(event.target instanceof Node) || !event.currentTarget.contains(event.target)) return;
      event.preventDefault();
      show();
    },
    [enabled, show],
  );

  return { open: open && enabled, show, close, toggle, triggerRef, panelId, onShortcutKey };
}

import { type RefObject, useEffect, useRef } from 'react';
import { listShortcutOf } from '../rules/list-shortcuts';

type ListShortcutsOptions = {
  /** Off in a game client and while the ticket modal's route is open. */
  enabled: boolean;
  /** Holds the rows: `li[data-ticket-id]`, each with its ticket's link. */
  rowsRef: RefObject<HTMLElement | null>;
  /** Toggles a ticket in the selection; absent where there is none (players). */
  onSelect?: (ticketId: number) => void;
  onHelp: () => void;
};

const ROW = 'li[data-ticket-id]';
/** Any modal of the kit or of another remote (the ticket modal, an error dialog) on the page. */
const OPEN_MODAL = '[aria-modal="true"]';

function focusedRowIndex(rows: readonly HTMLElement[]): number {
  return rows.findIndex((row) => row.contains(document.activeElement));
}

/** Real focus on the row's link (what Enter opens), scrolled into view; the ends stop it. */
function moveFocus(rows: readonly HTMLElement[], step: 1 | -1): void {
  const current = focusedRowIndex(rows);
  const index = current === -1 ? 0 : Math.min(Math.max(current + step, 0), rows.length - 1);
  const link = rows[index]?.querySelector<HTMLElement>('a[href]');
  if (!link) return;
  link.focus({ preventScroll: true });
  link.scrollIntoView({ block: 'nearest' });
}

/**
 * The list's keyboard shortcuts, heard on the whole page so they work before any row has focus:
 * j / k move between rows, x selects the focused one, ? asks for the help. Enter needs nothing of
 * its own: on the focused link it opens the ticket exactly as a click does.
 */
export function useListShortcuts(options: ListShortcutsOptions): void {
  const latest = useRef(options);
  latest.current = options;
  const { enabled } = options;

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = listShortcutOf(event);
      if (shortcut === null || document.querySelector(OPEN_MODAL)) return;
      const { rowsRef, onSelect, onHelp } = latest.current;
      const rows = Array.from(rowsRef.current?.querySelectorAll<HTMLElement>(ROW) ?? []);
      if (shortcut === 'help') {
        event.preventDefault();
        onHelp();
        return;
      }
      if (shortcut === 'select') {
        const ticketId = Number(rows[focusedRowIndex(rows)]?.dataset.ticketId);
        if (!onSelect || !Number.isInteger(ticketId)) return;
        event.preventDefault();
        onSelect(ticketId);
        return;
      }
      if (rows.length === 0) return;
      event.preventDefault();
      moveFocus(rows, shortcut === 'next' ? 1 : -1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

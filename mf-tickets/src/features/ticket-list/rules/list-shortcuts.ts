import type { ClientMode } from '@portal/shared/contract';

/** What a key does in the list (issue 32): j/k move, x selects (staff), ? lists the shortcuts. */
export type ListShortcut = 'next' | 'previous' | 'select' | 'help';

const SHORTCUT_OF_KEY: Readonly<Record<string, ListShortcut>> = {
  j: 'next',
  k: 'previous',
  x: 'select',
  '?': 'help',
};

/**
 * Where the page runs inside the game (the in-game browser, the game-client embed), a letter may
 * also reach the game under it, and F9 / Alt+C already belong to its help: no shortcuts there.
 */
const CLIENTS_WITH_SHORTCUTS: readonly ClientMode[] = ['browser', 'launcher'];

export function clientHasListShortcuts(mode: ClientMode): boolean {
  return CLIENTS_WITH_SHORTCUTS.includes(mode);
}

/** Inputs that take a key press themselves; a checkbox or a button does not type. */
const KEYLESS_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'image']);

function takesTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !KEYLESS_INPUTS.has(target.type);
  return (
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    target.isContentEditable
  );
}

/** A popover, a dialog or a panel floating above the page (the assistant) keeps its own keys. */
const OVERLAY = '[role="dialog"], [role="alertdialog"], [data-portal-outside-layers]';

/**
 * The list shortcut a key press asks for, or null when it is not one: a modifier is held, the key
 * is being typed into a field or composed, something already handled it, or it comes from an
 * overlay. Shift stays allowed, since `?` needs it on most layouts.
 */
export function listShortcutOf(event: KeyboardEvent): ListShortcut | null {
  if (event.defaultPrevented || event.isComposing) return null;
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (takesTyping(event.target)) return null;
  if (event.target instanceof Element && event.target.closest(OVERLAY)) return null;
  const shortcut = SHORTCUT_OF_KEY[event.key] ?? null;
  // Held down, j and k keep moving; a held x or ? must not toggle or reopen again and again.
  if (event.repeat && (shortcut === 'select' || shortcut === 'help')) return null;
  return shortcut;
}

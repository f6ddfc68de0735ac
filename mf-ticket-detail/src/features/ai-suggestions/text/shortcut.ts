type ShortcutKeys = Pick<
  KeyboardEvent,
  'code' | 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'
>;

/** SPEC §2: Ctrl+Space, or Cmd+Space on a Mac (both accepted everywhere). */
export function isSuggestionShortcut(event: ShortcutKeys): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    (event.code === 'Space' || event.key === ' ')
  );
}

/** `aria-keyshortcuts` of the button that opens the panel. */
export const SUGGESTION_KEYSHORTCUTS = 'Control+Space Meta+Space';

/** Apple keyboards name the key ⌘. */
export function usesCommandKey(userAgent: string = navigator.userAgent): boolean {
  return /Mac|iPhone|iPad/.test(userAgent);
}

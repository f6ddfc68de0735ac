import { useCallback, useEffect, useMemo, useState } from 'react';
import { readStoredWindow, type StoredWindow, storeWindow } from '../rules/stored-window';
import { defaultRect, fitRect, type Viewport, type WindowRect } from '../rules/window-rect';
import { useViewport } from './use-viewport';

export interface WindowState {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Where the panel shows now: the user's place fitted to the current window. */
  rect: WindowRect;
  /** Keeps a place the user chose (after a drag, a resize or a key press). */
  place: (rect: WindowRect) => void;
  viewport: Viewport;
}

/**
 * Open or closed, position and size, remembered in localStorage. The user's place is kept as
 * chosen and fitted to the window each time it changes, so a window made smaller and then larger
 * again gives the panel back its size.
 */
export function useWindowState(): WindowState {
  const viewport = useViewport();
  const [stored, setStored] = useState<StoredWindow>(readStoredWindow);
  useEffect(() => storeWindow(stored), [stored]);

  const rect = useMemo(
    () => (stored.rect ? fitRect(stored.rect, viewport) : defaultRect(viewport)),
    [stored.rect, viewport],
  );
  const setOpen = useCallback((open: boolean) => setStored((now) => ({ ...now, open })), []);
  const place = useCallback((next: WindowRect) => setStored((now) => ({ ...now, rect: next })), []);
  return { open: stored.open, setOpen, rect, place, viewport };
}

import { z } from 'zod';
import type { WindowRect } from './window-rect';

/** What the widget remembers between visits: whether it was open and where the user put it. */
export interface StoredWindow {
  open: boolean;
  /** Null until the user moves or resizes it: then it follows the bottom-right corner. */
  rect: WindowRect | null;
}

const STORAGE_KEY = 'portal.assistant.window';

const pixels = z.number().finite();
const storedWindowSchema = z.object({
  open: z.boolean(),
  rect: z.object({ x: pixels, y: pixels, width: pixels, height: pixels }).nullable(),
});

const NOTHING_STORED: StoredWindow = { open: false, rect: null };

/** The remembered state; closed in the corner when there is none or it is unreadable. */
export function readStoredWindow(): StoredWindow {
  try {
    const text = window.localStorage.getItem(STORAGE_KEY);
    if (text === null) return NOTHING_STORED;
    return storedWindowSchema.safeParse(JSON.parse(text)).data ?? NOTHING_STORED;
  } catch {
    return NOTHING_STORED;
  }
}

export function storeWindow(state: StoredWindow): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Storage full or blocked (private mode): the widget still works, it only forgets.
  }
}

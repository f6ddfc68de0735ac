import { isRecord } from '@portal/shared/contract';
import type { WindowRect } from './window-rect';

/** What the widget remembers between visits: whether it was open and where the user put it. */
export interface StoredWindow {
  open: boolean;
  /** Null until the user moves or resizes it: then it follows the bottom-right corner. */
  rect: WindowRect | null;
}

const STORAGE_KEY = 'portal.assistant.window';

function isRect(value: unknown): value is WindowRect {
  if (!isRecord(value)) return false;
  const { x, y, width, height } = value;
  return [x, y, width, height].every((pixels) => Number.isFinite(pixels));
}

/**
 * Plain checks, not zod: zod is not shared by name, so this remote would fetch a copy of its own
 * for one stored value.
 */
function isStoredWindow(value: unknown): value is StoredWindow {
  if (!isRecord(value)) return false;
  const { open, rect } = value;
  return typeof open === 'boolean' && (rect === null || isRect(rect));
}

const NOTHING_STORED: StoredWindow = { open: false, rect: null };

/** The remembered state; closed in the corner when there is none or it is unreadable. */
export function readStoredWindow(): StoredWindow {
  try {
    const text = window.localStorage.getItem(STORAGE_KEY);
    if (text === null) return NOTHING_STORED;
    const stored: unknown = JSON.parse(text);
    if (!isStoredWindow(stored)) return NOTHING_STORED;
    const { open, rect } = stored;
    return { open, rect: rect && { x: rect.x, y: rect.y, width: rect.width, height: rect.height } };
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

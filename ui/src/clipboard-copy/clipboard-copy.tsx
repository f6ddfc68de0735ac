import { useCallback, useEffect, useState } from 'react';

/** How long "copied" or "failed" is shown before the control reads as before. */
export const COPY_CONFIRMATION_MS = 2_000;

export type ClipboardCopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies text with the Clipboard API and tells how it went for a moment, so every copy control
 * confirms the same way (the caller words it and puts it in a `role="status"`).
 */
export function useClipboardCopy(): {
  state: ClipboardCopyState;
  copy: (text: string) => Promise<void>;
} {
  const [state, setState] = useState<ClipboardCopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  }, []);

  return { state, copy };
}

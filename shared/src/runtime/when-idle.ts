/**
 * Runs `work` once the browser is idle (`requestIdleCallback` where it has it: the in-game
 * Chromium may be older); answers how to cancel it. For what the first screen does not need.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work);
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}

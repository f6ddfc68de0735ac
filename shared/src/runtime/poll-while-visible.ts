import { useEffect } from 'react';
import { type Cache, unstable_serialize, useSWRConfig } from 'swr';
import { globalSingleton } from './global-singleton';

type Poller = { readers: number; stop: () => void };

/** One poller per SWR cache and key, however many components read the entry. */
const pollers = globalSingleton('pollers', () => new WeakMap<Cache, Map<string, Poller>>());

const isHidden = () => document.visibilityState === 'hidden';

/**
 * Calls `refresh` every `intervalMs` while the tab is visible; nothing while it is hidden, and
 * once at once when it becomes visible again, then every `intervalMs` from there.
 */
function startPolling(refresh: () => void, intervalMs: number): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const resume = () => {
    timer ??= setInterval(refresh, intervalMs);
  };
  const pause = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const onVisibilityChange = () => {
    if (isHidden()) return pause();
    if (timer !== undefined) return;
    refresh();
    resume();
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  if (!isHidden()) resume();
  return () => {
    pause();
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}

/**
 * Re-reads the SWR entry `key` every `intervalMs` while the page is visible (`null` = not at all).
 * Unlike SWR's own `refreshInterval`, it keeps polling after a failed read, pauses instead of
 * ticking while the tab is hidden, refreshes as soon as the tab is visible again, and several
 * readers of one entry (the list and the modal) share one timer.
 */
export function usePollWhileVisible(key: readonly unknown[] | null, intervalMs: number): void {
  const { cache, mutate } = useSWRConfig();
  const id = key === null ? null : unstable_serialize(key);
  useEffect(() => {
    if (id === null) return;
    const byKey = pollers.get(cache) ?? new Map<string, Poller>();
    pollers.set(cache, byKey);
    const poller = byKey.get(id) ?? {
      readers: 0,
      // SWR stores an array key under its serialized form, so `id` names the same entry.
      stop: startPolling(() => void mutate(id), intervalMs),
    };
    poller.readers += 1;
    byKey.set(id, poller);
    return () => {
      poller.readers -= 1;
      if (poller.readers > 0) return;
      poller.stop();
      byKey.delete(id);
    };
  }, [cache, mutate, id, intervalMs]);
}

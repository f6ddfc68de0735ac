import { globalSingleton } from './global-singleton';

/** Slots a remote may ask the shell to fetch ahead of their first showing. */
export type PrefetchableSlot = 'ticketModal';

type SlotPrefetcher = (slot: PrefetchableSlot) => void;

const provided = globalSingleton('slotPrefetch', () => ({
  prefetch: null as SlotPrefetcher | null,
}));

/**
 * The shell says how a slot's remote is fetched ahead (only where this viewer may load it);
 * returns how to stop.
 */
export function provideSlotPrefetch(prefetch: SlotPrefetcher): () => void {
  provided.prefetch = prefetch;
  return () => {
    if (provided.prefetch === prefetch) provided.prefetch = null;
  };
}

/**
 * A remote asks for the code of a slot it will likely open (the list: the ticket modal), so its
 * first showing need not wait for it. Nothing happens without a shell (a remote running alone).
 */
export function prefetchSlot(slot: PrefetchableSlot): void {
  provided.prefetch?.(slot);
}

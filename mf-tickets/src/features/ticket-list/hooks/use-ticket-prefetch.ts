import { isGameClient } from '@portal/shared/contract';
import { getClientMode } from '@portal/shared/runtime/client-mode';
import { usePrefetchTicket } from '@portal/shared/runtime/queries/get-ticket';
import { usePrefetchCommentPage } from '@portal/shared/runtime/queries/list-comments';
import { prefetchSlot } from '@portal/shared/runtime/slot-prefetch';
import { whenIdle } from '@portal/shared/runtime/when-idle';
import { useCallback, useEffect, useRef } from 'react';

/** How long the pointer stays on a row before it counts as resting there (about to click). */
export const ROW_REST_MS = 80;

/** What a row does with the pointer: its ticket is fetched ahead once the pointer rests on it. */
export interface RowPrefetch {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}

/**
 * For each row, the handlers that fetch its ticket's modal ahead when the pointer rests on it:
 * the detail remote, the ticket and its thread's first page, so opening it shows the thread at once.
 */
export function useRowPrefetch(): (ticketId: number) => RowPrefetch {
  const prefetchTicket = usePrefetchTicket();
  const prefetchThread = usePrefetchCommentPage();
  const resting = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(resting.current), []);
  return useCallback(
    (ticketId) => ({
      onPointerEnter: () => {
        clearTimeout(resting.current);
        resting.current = setTimeout(() => {
          prefetchSlot('ticketModal');
          void prefetchTicket(ticketId);
          void prefetchThread(ticketId);
        }, ROW_REST_MS);
      },
      onPointerLeave: () => clearTimeout(resting.current),
    }),
    [prefetchTicket, prefetchThread],
  );
}

/**
 * Once the list shows rows and the browser is idle, fetches the ticket modal's remote, so a first
 * open need not wait for it. Not in a game client: there it loads on the first open or rest only
 * (ARCHITECTURE §4), as the slow in-game line is for what the player asked for.
 */
export function useIdleModalPrefetch(listShown: boolean): void {
  useEffect(() => {
    if (!listShown || isGameClient(getClientMode())) return;
    return whenIdle(() => prefetchSlot('ticketModal'));
  }, [listShown]);
}

import {
  type TicketListFilters,
  useTicketListPages,
} from '@portal/shared/runtime/queries/list-tickets';
import { useLiveResync } from '@portal/shared/runtime/socket';
import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { markCachedListsStale, takeStaleList } from '../cache/list-registry';
import { UNASSIGNED_COUNTS_KEY } from '../cache/unassigned-counts';

/** One list (null filters: not yet, e.g. while the viewer's power loads), kept live elsewhere. */
export function useTicketList(filters: TicketListFilters | null) {
  const { cache, mutate } = useSWRConfig();
  const list = useTicketListPages(filters, (page) => {
    if (page.unassignedCounts) {
      void mutate(UNASSIGNED_COUNTS_KEY, page.unassignedCounts, { revalidate: false });
    }
  });
  // Live events keep lists current, except when events may have been missed: after a reconnect,
  // and when the connection first opens, after the first screen's list was read (not when that
  // read failed: it was reported). A list shown now is read again at once, a cached one the next
  // time it is shown (the bound mutate reloads every loaded page).
  const reloadIfStale = () => {
    if (filters && takeStaleList(cache, filters)) void list.mutate();
  };
  useLiveResync(
    () => {
      markCachedListsStale(cache);
      reloadIfStale();
    },
    { when: 'connect', failed: list.error !== undefined },
  );
  useEffect(reloadIfStale);
  const shown = useLastListOnFailure(list.data, list.error);
  return {
    pages: shown,
    error: list.error,
    size: list.size,
    setSize: list.setSize,
    isLoading: list.isLoading,
    isValidating: list.isValidating,
  };
}

/**
 * SPEC §8: a list that fails to load (say after a filter change) leaves the last shown list in
 * place; the caller still gets the error to report it.
 */
function useLastListOnFailure<T>(data: T | undefined, error: unknown): T | undefined {
  const lastLoaded = useRef(data);
  if (data !== undefined) lastLoaded.current = data;
  return data ?? (error ? lastLoaded.current : undefined);
}

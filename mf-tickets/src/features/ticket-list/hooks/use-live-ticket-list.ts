import { LIVE_EVENTS, type Ticket, type TicketListResponse } from '@portal/shared/contract';
import { isHeld } from '@portal/shared/runtime/cache-keys';
import { isOutOfSight } from '@portal/shared/runtime/errors';
import { getTicket, ticketKey } from '@portal/shared/runtime/queries/get-ticket';
import { cachedTicketLists } from '@portal/shared/runtime/queries/list-tickets';
import { useLiveEvent } from '@portal/shared/runtime/socket';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import { BURST_SETTLE_MS, changeBurst } from '../cache/change-burst';
import { markCachedListsStale } from '../cache/list-registry';
import { spreadRelatedCount } from '../cache/related-counts';
import {
  isFirstCreation,
  shiftUnassignedCounts,
  UNASSIGNED_COUNTS_KEY,
  type UnassignedCounts,
} from '../cache/unassigned-counts';
import { findTicket, type MatchContext, removeTicket, upsertTicket } from '../cache/upsert-ticket';

type Pages = TicketListResponse[] | undefined;
type Change = 'created' | 'changed';

/**
 * Refetches one ticket and adds, moves, replaces or removes it in every cached list according to
 * that list's filters (SPEC §4), and moves the tab badges — without re-reading any list.
 */
export function useRefreshTicketInLists(context: MatchContext) {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    async (ticketId: number, announced: Change = 'changed') => {
      const change =
        announced === 'created' && !isFirstCreation(cache, ticketId) ? 'changed' : announced;
      const lists = cachedTicketLists(cache);
      const known =
        lists
          .map(([key]) => findTicket((cache.get(key)?.data as Pages) ?? [], ticketId))
          .find((ticket): ticket is Ticket => ticket !== undefined) ??
        (cache.get(unstable_serialize(ticketKey(ticketId)))?.data as Ticket | undefined);
      let fresh: Ticket | undefined;
      try {
        fresh = await getTicket(ticketId, { quiet: true });
      } catch (error) {
        if (!isOutOfSight(error)) return; // SPEC §8: a failed fetch leaves the lists as they were.
      }
      if (fresh) await mutate(ticketKey(ticketId), fresh, { revalidate: false });
      for (const [key, filters] of lists) {
        if (!isHeld(cache, key)) continue;
        await mutate(
          key,
          (pages: Pages) =>
            pages &&
            (fresh
              ? spreadRelatedCount(upsertTicket(pages, fresh, filters, context), fresh)
              : removeTicket(pages, ticketId)),
          { revalidate: false },
        );
      }
      // A change to a ticket the cache never held: whether it was counted before is unknown, so the
      // badges wait for the next first page rather than guess.
      if (change === 'changed' && known === undefined) return;
      if (!isHeld(cache, UNASSIGNED_COUNTS_KEY)) return;
      await mutate(
        UNASSIGNED_COUNTS_KEY,
        (counts: UnassignedCounts | undefined) =>
          counts && shiftUnassignedCounts(counts, known, fresh),
        { revalidate: false },
      );
    },
    [cache, context, mutate],
  );
}

/**
 * Keeps every cached list and the badges current on `ticket-created` and `ticket-changed`. A
 * burst of them (someone's bulk action on up to 200 tickets) is not read ticket by ticket: once it
 * ends the lists are read again, as after a reconnect (the shown one at once, the others when
 * shown), which this re-render sets off.
 */
export function useLiveTicketLists(context: MatchContext) {
  const refresh = useRefreshTicketInLists(context);
  const { cache } = useSWRConfig();
  const [burst] = useState(changeBurst);
  const [, reread] = useReducer((count: number) => count + 1, 0);
  const settling = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(settling.current), []);

  const onChange = (ticketId: number, change: Change) => {
    if (!burst.note()) {
      void refresh(ticketId, change);
      return;
    }
    clearTimeout(settling.current);
    settling.current = setTimeout(() => {
      markCachedListsStale(cache);
      reread();
    }, BURST_SETTLE_MS);
  };
  useLiveEvent(LIVE_EVENTS.ticketCreated, ({ ticketId }) => onChange(ticketId, 'created'));
  useLiveEvent(LIVE_EVENTS.ticketChanged, ({ ticketId }) => onChange(ticketId, 'changed'));
  return refresh;
}

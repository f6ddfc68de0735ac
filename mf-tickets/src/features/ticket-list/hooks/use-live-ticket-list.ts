import { LIVE_EVENTS, type TicketListResponse } from '@portal/shared/contract';
import type { TicketListFilters } from '@portal/shared/runtime/cache-keys';
import { ApiError } from '@portal/shared/runtime/errors';
import { useLiveEvent } from '@portal/shared/runtime/socket';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { getTicketQuietly, ticketKey } from '../api/get-ticket';
import { ticketListKey } from '../api/list-tickets';
import { removeTicket, upsertTicket } from '../cache/upsert-ticket';

type Pages = TicketListResponse[] | undefined;

/** Refetches one ticket and adds, moves, replaces or removes it in the cached list. */
export function useRefreshTicketInList(filters: TicketListFilters) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (ticketId: number) => {
      const listKey = ticketListKey(filters);
      try {
        const ticket = await getTicketQuietly(ticketId);
        await mutate(ticketKey(ticketId), ticket, { revalidate: false });
        await mutate(listKey, (pages: Pages) => pages && upsertTicket(pages, ticket, filters), {
          revalidate: false,
        });
      } catch (error) {
        const gone = error instanceof ApiError && (error.status === 403 || error.status === 404);
        if (!gone) return; // SPEC §8: a failed fetch leaves the list as it was.
        await mutate(listKey, (pages: Pages) => pages && removeTicket(pages, ticketId), {
          revalidate: false,
        });
      }
    },
    [filters, mutate],
  );
}

/** Keeps the list current on `ticket-created` and `ticket-changed` (SPEC §4). */
export function useLiveTicketList(filters: TicketListFilters) {
  const refresh = useRefreshTicketInList(filters);
  useLiveEvent(LIVE_EVENTS.ticketCreated, ({ ticketId }) => {
    void refresh(ticketId);
  });
  useLiveEvent(LIVE_EVENTS.ticketChanged, ({ ticketId }) => {
    void refresh(ticketId);
  });
}

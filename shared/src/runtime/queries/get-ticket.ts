import { calls } from '@portal/shared/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiKey } from '../cache-keys';
import { fetchQuery, prefetchQuery, type QueryOptions, useQuery } from './query';

/** GET /getTicket/{id}: the detail modal, and the live refresh of every cached list. */
export function ticketKey(ticketId: number) {
  return apiKey(calls.getTicket, { params: { id: ticketId } });
}

export function getTicket(ticketId: number, options?: QueryOptions) {
  return fetchQuery(calls.getTicket, { params: { id: ticketId } }, options);
}

export function useTicket(ticketId: number, options?: QueryOptions) {
  return useQuery(calls.getTicket, { params: { id: ticketId } }, options);
}

/** Reads a ticket ahead of its modal (`prefetchQuery`): a list row the pointer rests on. */
export function usePrefetchTicket(): (ticketId: number) => Promise<void> {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    (ticketId) => prefetchQuery({ cache, mutate }, calls.getTicket, { params: { id: ticketId } }),
    [cache, mutate],
  );
}

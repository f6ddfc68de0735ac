import { calls } from '@portal/shared/contract';
import { apiKey } from '../cache-keys';
import { fetchQuery, type QueryOptions, useQuery } from './query';

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

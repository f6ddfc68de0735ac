import { calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';
import { ticketKey } from '@portal/shared/runtime/cache-keys';
import useSWR from 'swr';

export { ticketKey };

/** GET /getTicket/{id}. */
export function getTicket(ticketId: number) {
  return callApi(calls.getTicket, { params: { id: ticketId } });
}

export function useTicket(ticketId: number) {
  return useSWR(ticketKey(ticketId), () => getTicket(ticketId), { revalidateOnFocus: false });
}

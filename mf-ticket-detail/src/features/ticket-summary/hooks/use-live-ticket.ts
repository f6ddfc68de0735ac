import { LIVE_EVENTS } from '@portal/shared/contract';
import { useLiveEvent } from '@portal/shared/runtime/socket';
import { useSWRConfig } from 'swr';
import { ticketKey } from '../api/get-ticket';

/** Status, assignees and counts change through actions; `ticket-changed` says when to reload. */
export function useLiveTicket(ticketId: number) {
  const { mutate } = useSWRConfig();
  useLiveEvent(LIVE_EVENTS.ticketChanged, (event) => {
    if (event.ticketId === ticketId) void mutate(ticketKey(ticketId));
  });
}

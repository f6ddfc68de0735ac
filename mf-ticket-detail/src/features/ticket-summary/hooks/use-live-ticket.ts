import { LIVE_EVENTS } from '@portal/shared/contract';
import { ticketKey } from '@portal/shared/runtime/queries/get-ticket';
import { useLiveEvent } from '@portal/shared/runtime/socket';
import { useSWRConfig } from 'swr';

/** Status, assignees and counts change through actions; `ticket-changed` says when to reload. */
export function useLiveTicket(ticketId: number) {
  const { mutate } = useSWRConfig();
  useLiveEvent(LIVE_EVENTS.ticketChanged, (event) => {
    if (event.ticketId === ticketId) void mutate(ticketKey(ticketId));
  });
}

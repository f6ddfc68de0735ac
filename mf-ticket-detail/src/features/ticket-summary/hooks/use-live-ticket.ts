import { LIVE_EVENTS } from '@portal/shared/contract';
import { ticketKey } from '@portal/shared/runtime/queries/get-ticket';
import { useLiveEvent, useLiveResync } from '@portal/shared/runtime/socket';
import { useSWRConfig } from 'swr';

/**
 * Status, assignees and counts change through actions; `ticket-changed` says when to reload. A
 * ticket read before the live connection first opened (opened by its address as the page loads)
 * is read again then; after a reconnect the shell reads every cached answer again.
 */
export function useLiveTicket(ticketId: number) {
  const { mutate } = useSWRConfig();
  const reload = () => void mutate(ticketKey(ticketId));
  useLiveEvent(LIVE_EVENTS.ticketChanged, (event) => {
    if (event.ticketId === ticketId) reload();
  });
  useLiveResync(reload, { when: 'firstConnect' });
}

import { LIMITS, LIVE_EVENTS } from '@portal/shared/contract';
import { getSocket } from '@portal/shared/runtime/socket';
import { useEffect } from 'react';

/** Marks the ticket read on open and every LIMITS.markAsReadIntervalMs while open (SPEC §4). */
export function useMarkAsRead(ticketId: number) {
  useEffect(() => {
    const markRead = () => getSocket().emit(LIVE_EVENTS.markTicketAsRead, { ticketId });
    markRead();
    const timer = window.setInterval(markRead, LIMITS.markAsReadIntervalMs);
    return () => window.clearInterval(timer);
  }, [ticketId]);
}

import { LIMITS, LIVE_EVENTS } from '@portal/shared/contract';
import { sendLive } from '@portal/shared/runtime/socket';
import { useEffect, useRef } from 'react';

/**
 * Marks the ticket read on open and every LIMITS.markAsReadIntervalMs while open (SPEC §4);
 * `onMarked` runs after each mark so the cached unread count can follow.
 */
export function useMarkAsRead(ticketId: number, onMarked?: () => void) {
  const latest = useRef(onMarked);
  latest.current = onMarked;
  useEffect(() => {
    const markRead = () => {
      sendLive(LIVE_EVENTS.markTicketAsRead, { ticketId });
      latest.current?.();
    };
    markRead();
    const timer = window.setInterval(markRead, LIMITS.markAsReadIntervalMs);
    return () => window.clearInterval(timer);
  }, [ticketId]);
}

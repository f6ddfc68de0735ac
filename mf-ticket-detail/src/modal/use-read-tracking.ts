import { type Ticket, unreadCount } from '@portal/shared/contract';
import { changeTicketEverywhere } from '@portal/shared/runtime/ticket-changes';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useMarkAsRead } from '../features/thread/hooks/use-mark-as-read';

/**
 * Marks the ticket read (on open, every 30 s) and mirrors each mark at once in the cached ticket
 * and its list rows, so the unread count shown drops to zero and grows again as comments arrive.
 */
export function useReadTracking(
  ticketId: number,
  ticket: Ticket | undefined,
  visualId: string | null,
) {
  const { cache, mutate } = useSWRConfig();
  const markedLocally = useCallback(() => {
    if (visualId === null) return;
    void changeTicketEverywhere(cache, mutate, ticketId, (cached) => ({
      ...cached,
      lastReads: { ...cached.lastReads, [visualId]: cached.commentsCount },
    }));
  }, [cache, mutate, ticketId, visualId]);
  useMarkAsRead(ticketId, markedLocally);
  return ticket && visualId !== null ? unreadCount(ticket, visualId) : null;
}

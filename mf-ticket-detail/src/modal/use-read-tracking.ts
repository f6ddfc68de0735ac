import { type Ticket, unreadCount } from '@portal/shared/contract';
import { ticketKey } from '@portal/shared/runtime/cache-keys';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useMarkAsRead } from '../features/thread/hooks/use-mark-as-read';

/**
 * Marks the ticket read (on open, every 30 s) and mirrors each mark in the cached ticket, so the
 * unread count shown drops to zero and grows again as comments arrive live.
 */
export function useReadTracking(
  ticketId: number,
  ticket: Ticket | undefined,
  visualId: string | null,
) {
  const { mutate } = useSWRConfig();
  const markedLocally = useCallback(() => {
    if (visualId === null) return;
    void mutate(
      ticketKey(ticketId),
      (cached: Ticket | undefined) =>
        cached && {
          ...cached,
          lastReads: { ...cached.lastReads, [visualId]: cached.commentsCount },
        },
      { revalidate: false },
    );
  }, [mutate, ticketId, visualId]);
  useMarkAsRead(ticketId, markedLocally);
  return ticket && visualId !== null ? unreadCount(ticket, visualId) : null;
}

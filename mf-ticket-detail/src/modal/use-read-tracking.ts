import { type Ticket, unreadCount } from '@portal/shared/contract';
import { ticketKey } from '@portal/shared/runtime/queries/get-ticket';
import { useCallback } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
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
  const { cache, mutate } = useSWRConfig();
  const markedLocally = useCallback(() => {
    // Mutating an entry still loading would make SWR drop the answer on its way.
    if (visualId === null || cache.get(unstable_serialize(ticketKey(ticketId)))?.data === undefined)
      return;
    void mutate(
      ticketKey(ticketId),
      (cached: Ticket | undefined) =>
        cached && {
          ...cached,
          lastReads: { ...cached.lastReads, [visualId]: cached.commentsCount },
        },
      { revalidate: false },
    );
  }, [cache, mutate, ticketId, visualId]);
  useMarkAsRead(ticketId, markedLocally);
  return ticket && visualId !== null ? unreadCount(ticket, visualId) : null;
}

import { type Ticket, unreadCount } from '@portal/shared/contract';
import { changeTicketEverywhere } from '@portal/shared/runtime/ticket-changes';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useMarkAsRead } from '../features/thread/hooks/use-mark-as-read';

/** The comment count this open has marked read; a mark sent before the ticket loaded covers it. */
type MarkedUpTo = number | 'what loads first' | undefined;

/**
 * Marks the ticket read (on open, every 30 s) and mirrors each mark at once in the cached ticket
 * and its list rows, so the unread count shown drops to zero and grows again as comments arrive.
 * The count shown never goes below what this open marked: the mark rides the live connection and
 * the ticket's read HTTP, so a read that reached the server first answers the mark before it (the
 * ticket opened from the list showed its old unread count until the next mark, 30 s later).
 */
export function useReadTracking(
  ticketId: number,
  ticket: Ticket | undefined,
  visualId: string | null,
) {
  const { cache, mutate } = useSWRConfig();
  const shown = useRef(ticket);
  shown.current = ticket;
  const [markedUpTo, setMarkedUpTo] = useState<MarkedUpTo>();
  const markedLocally = useCallback(() => {
    const count = shown.current?.commentsCount;
    setMarkedUpTo((before) =>
      count === undefined
        ? 'what loads first'
        : Math.max(count, typeof before === 'number' ? before : 0),
    );
    if (visualId === null) return;
    void changeTicketEverywhere(cache, mutate, ticketId, (cached) => ({
      ...cached,
      lastReads: { ...cached.lastReads, [visualId]: cached.commentsCount },
    }));
  }, [cache, mutate, ticketId, visualId]);
  useMarkAsRead(ticketId, markedLocally);
  const loadedCount = ticket?.commentsCount;
  useEffect(() => {
    if (markedUpTo === 'what loads first' && loadedCount !== undefined) setMarkedUpTo(loadedCount);
  }, [markedUpTo, loadedCount]);
  if (!ticket || visualId === null) return null;
  const marked = markedUpTo === 'what loads first' ? ticket.commentsCount : (markedUpTo ?? 0);
  const read = Math.max(ticket.lastReads[visualId] ?? 0, marked);
  return unreadCount(
    { commentsCount: ticket.commentsCount, lastReads: { [visualId]: read } },
    visualId,
  );
}

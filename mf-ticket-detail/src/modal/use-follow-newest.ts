import type { TicketComment } from '@portal/shared/contract';
import { type UIEvent, useEffect, useRef } from 'react';

/** How close to the bottom (px) still counts as "reading the latest", so new comments follow. */
const FOLLOW_THRESHOLD = 80;

const nearBottom = (element: HTMLElement) =>
  element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_THRESHOLD;

/**
 * The modal's one scroll area follows new comments while its reader is at the bottom. It opens
 * at the top (the ticket's header and tools first); whether it follows is read at the first
 * comments (a short ticket that fits follows) and then at every scroll.
 */
export function useFollowNewest(newestId: TicketComment['_id'] | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const following = useRef<boolean | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element || newestId === undefined) return;
    if (following.current === null) following.current = nearBottom(element);
    else if (following.current) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  return {
    ref,
    onScroll: (event: UIEvent<HTMLElement>) => {
      following.current = nearBottom(event.currentTarget);
    },
  };
}

import { LIVE_EVENTS, type PublicAccount } from '@portal/shared/contract';
import { useLiveEvent } from '@portal/shared/runtime/socket';
import { useViewer } from '@portal/shared/runtime/viewer';
import { useCallback, useEffect, useState } from 'react';

export interface AnsweredMeanwhile {
  /** Who else wrote on the ticket since the draft started, each once. */
  authors: readonly PublicAccount[];
  /** The writer was warned: only comments from now on warn again. */
  acknowledge: () => void;
}

/**
 * Comments by someone else that arrive while a reply is being written (issue 32.1), so the
 * composer can ask before sending an answer that may no longer fit. Only while `enabled`.
 */
export function useAnsweredMeanwhile(
  ticketId: number,
  drafting: boolean,
  enabled: boolean,
): AnsweredMeanwhile {
  const ownVisualId = useViewer().account?.visualId;
  const [authors, setAuthors] = useState<readonly PublicAccount[]>([]);

  // An emptied draft (sent or cleared): the next one starts afresh.
  useEffect(() => {
    if (!drafting) setAuthors([]);
  }, [drafting]);

  useLiveEvent(LIVE_EVENTS.commentCreated, ({ ticketId: commented, comment }) => {
    // Without knowing who the viewer is, their own comment from another tab would warn too.
    if (!enabled || !drafting || commented !== ticketId || ownVisualId === undefined) return;
    // Action lines (taken, closed) answer nothing.
    const author = comment.createdBy;
    if (comment.action !== '' || author.visualId === ownVisualId) return;
    setAuthors((current) =>
      current.some((known) => known.visualId === author.visualId) ? current : [...current, author],
    );
  });

  const acknowledge = useCallback(() => setAuthors([]), []);
  return { authors, acknowledge };
}

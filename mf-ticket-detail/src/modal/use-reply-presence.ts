import { useAnsweredMeanwhile } from '../features/comment-input/hooks/use-answered-meanwhile';
import type { CommentDraft } from '../features/comment-input/hooks/use-comment-draft';
import { useTicketPresence } from '../features/presence/hooks/use-ticket-presence';

/**
 * Staff presence on the ticket (issue 32.1) and what the composer does with it: it says when its
 * writer types, and asks before sending when someone else wrote meanwhile.
 */
export function useReplyPresence(ticketId: number, draft: CommentDraft, enabled: boolean) {
  const presence = useTicketPresence(ticketId, enabled);
  const answeredMeanwhile = useAnsweredMeanwhile(ticketId, draft.text.trim() !== '', enabled);
  return {
    presence,
    composer: enabled ? { onTyping: presence.signalTyping, answeredMeanwhile } : {},
  };
}

import { calls } from '@portal/shared/contract';
import { useQuery } from '@portal/shared/runtime/queries/query';

/**
 * POST /ai {commentId, ticketId} → the suggested replies to that comment. Quiet (SPEC §8: a
 * failed AI call is only logged). Kept for the page's life per comment: reopening the panel
 * shows the same list at once instead of asking the provider again.
 */
export function useSuggestions(ticketId: number, commentId: number | null) {
  return useQuery(
    calls.aiSuggestions,
    commentId === null ? null : { body: { ticketId, commentId } },
    {
      quiet: true,
      revalidateIfStale: false,
    },
  );
}

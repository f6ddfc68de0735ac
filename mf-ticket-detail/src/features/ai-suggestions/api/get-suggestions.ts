import { calls } from '@portal/shared/contract';
import { apiKey } from '@portal/shared/runtime/cache-keys';
import { useQuery } from '@portal/shared/runtime/queries/query';

/** The cache entry of one comment's suggestions (what `useSuggestions` reads). */
export function suggestionsKey(ticketId: number, commentId: number) {
  return apiKey(calls.aiSuggestions, { body: { ticketId, commentId } });
}

/**
 * POST /ai {commentId, ticketId} → the suggested replies to that comment. Quiet (SPEC §8: a
 * failed AI call is only logged). Kept for the page's life per comment: reopening the panel
 * shows the same list at once instead of asking the provider again (minus the ones sent since,
 * `hooks/use-drop-suggestion.ts`).
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

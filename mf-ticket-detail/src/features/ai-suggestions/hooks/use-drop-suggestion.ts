import type { AutomaticResponse } from '@portal/shared/contract';
import { isHeld } from '@portal/shared/runtime/cache-keys';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { suggestionsKey } from '../api/get-suggestions';

/**
 * Takes a suggestion that was sent (or is gone) out of its comment's cached list, without asking
 * again: the comment it answers stays the latest after staff reply, so reopening the panel would
 * offer it once more, and the server refuses a second send.
 */
export function useDropSuggestion(ticketId: number) {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    async (commentId: number, responseId: number) => {
      const key = suggestionsKey(ticketId, commentId);
      if (!isHeld(cache, key)) return;
      await mutate(
        key,
        (list: AutomaticResponse[] | undefined) =>
          list?.filter((suggestion) => suggestion._id !== responseId),
        { revalidate: false },
      );
    },
    [cache, mutate, ticketId],
  );
}

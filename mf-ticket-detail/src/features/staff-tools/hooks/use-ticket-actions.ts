import type { Ticket } from '@portal/shared/contract';
import { ticketKey } from '@portal/shared/runtime/queries/get-ticket';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';

/**
 * Runs one staff action whose answer is the updated ticket and puts that ticket in the cache.
 * The action's event comment arrives through the live channel.
 */
export function useTicketAction(ticketId: number) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: () => Promise<Ticket>, onFailure?: (error: unknown) => void) => {
      setBusy(true);
      try {
        const ticket = await action();
        await mutate(ticketKey(ticketId), ticket, { revalidate: false });
      } catch (error) {
        // Without a handler the api client's Error dialog has told the user already.
        onFailure?.(error);
      } finally {
        setBusy(false);
      }
    },
    [mutate, ticketId],
  );
  return { run, busy };
}

/** SPEC §8: failed assignment calls are logged only. */
export function logAssignmentFailure(error: unknown): void {
  console.warn('[ticket-detail] assignment failed:', error);
}

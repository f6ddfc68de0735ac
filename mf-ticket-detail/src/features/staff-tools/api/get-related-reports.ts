import { calls, LIVE_EVENTS } from '@portal/shared/contract';
import { apiKey } from '@portal/shared/runtime/cache-keys';
import { useQuery } from '@portal/shared/runtime/queries/query';
import { useLiveEvent } from '@portal/shared/runtime/socket';
import { useSWRConfig } from 'swr';

/** The cache entry of one report's related reports (what `useRelatedReports` reads). */
export function relatedReportsKey(ticketId: number) {
  return apiKey(calls.relatedReports, { params: { ticketId } });
}

/**
 * GET /reports/related/{ticketId} → the other open reports against this report's accused (issue
 * 32.2); `null` = not asked (staff only, an open report only: the server refuses anyone else).
 * Quiet: a side list that fails is logged and simply not shown. One of them changing (closed,
 * handed on) reads the list again.
 */
export function useRelatedReports(ticketId: number | null) {
  const { mutate } = useSWRConfig();
  const related = useQuery(
    calls.relatedReports,
    ticketId === null ? null : { params: { ticketId } },
    { quiet: true },
  );
  useLiveEvent(LIVE_EVENTS.ticketChanged, (event) => {
    if (ticketId !== null && related.data?.some((report) => report._id === event.ticketId)) {
      void mutate(relatedReportsKey(ticketId));
    }
  });
  return related;
}

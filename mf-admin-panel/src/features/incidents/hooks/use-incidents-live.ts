import { LIVE_EVENTS } from '@portal/shared/contract';
import { incidentKey, incidentsKey } from '@portal/shared/runtime/queries/get-incidents';
import { useLiveEvent } from '@portal/shared/runtime/socket';
import { useSWRConfig } from 'swr';

/** Other admins' changes (`incidents-changed`) refetch the list and that incident. */
export function useIncidentsLive(): void {
  const { mutate } = useSWRConfig();
  useLiveEvent(LIVE_EVENTS.incidentsChanged, ({ incidentId }) => {
    void mutate(incidentsKey());
    void mutate(incidentKey(incidentId));
  });
}

import { isGameClient } from '@portal/shared/contract';
import { getClientMode } from '@portal/shared/runtime/client-mode';
import { useSearchParams } from '@portal/shared/runtime/routing';
import { useViewer } from '@portal/shared/runtime/viewer';
import { useMemo } from 'react';
import {
  type ListView,
  type ListViewer,
  listFiltersOf,
  mergeListView,
  readListView,
} from '../rules/list-view';

/**
 * The list view lives in the URL query (SPEC §2: a filtered view can be shared and survives a
 * reload). Until the viewer's power is known the filters are null, so nothing is fetched twice.
 */
export function useListView() {
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const listViewer: ListViewer = useMemo(
    () => ({
      power: viewer.power ?? 0,
      defaultSource: isGameClient(getClientMode()) ? 'ingame' : 'web',
    }),
    [viewer.power],
  );
  const view = readListView(params, listViewer);
  const filters = viewer.isLoading ? null : listFiltersOf(view);

  const applyView = (changes: Partial<ListView>) => {
    setParams((current) => mergeListView(current, { ...view, ...changes }, listViewer));
  };

  return { view, filters, viewer, listViewer, applyView };
}

import { useSearchParams } from '@portal/shared/runtime/routing';
import { useCallback, useMemo } from 'react';
import { type Selection, selectionFromSearch, selectionSearch } from '../rules/staff-figures';

/**
 * Which figure's tickets are listed, kept in the address so Back and links keep it. The selection
 * is the same object until the address changes, so what is derived from it can be memoized.
 */
export function useSelection() {
  const [search, setSearch] = useSearchParams();
  const selection = useMemo(() => selectionFromSearch(search), [search]);
  const select = useCallback(
    (next: Selection | null) => setSearch(next ? selectionSearch(next).slice(1) : ''),
    [setSearch],
  );
  return { selection, select };
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type Selection, selectionFromSearch, selectionSearch } from '../rules/staff-figures';

/** Which figure's tickets are listed, kept in the address so Back and links keep it. */
export function useSelection() {
  const [search, setSearch] = useSearchParams();
  const selection = selectionFromSearch(search);
  const select = useCallback(
    (next: Selection | null) => setSearch(next ? selectionSearch(next).slice(1) : ''),
    [setSearch],
  );
  return { selection, select };
}

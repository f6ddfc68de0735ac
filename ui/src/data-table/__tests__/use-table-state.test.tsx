import { act, renderHook } from '@testing-library/react';
import { useTableState } from '../use-table-state';

test('starts on page 1 of 25 rows with the given sort', () => {
  const { result } = renderHook(() => useTableState({ columnId: 'date', direction: 'descending' }));
  expect(result.current).toMatchObject({
    page: 1,
    pageSize: 25,
    sort: { columnId: 'date', direction: 'descending' },
  });
});

test('a new page size, a new sort or new filters start again at page 1', () => {
  const { result } = renderHook(() => useTableState());
  act(() => result.current.onPageChange(3));
  expect(result.current.page).toBe(3);
  act(() => result.current.onPageSizeChange(100));
  expect(result.current).toMatchObject({ page: 1, pageSize: 100 });
  act(() => result.current.onPageChange(2));
  act(() => result.current.onSortChange({ columnId: 'name', direction: 'ascending' }));
  expect(result.current).toMatchObject({ page: 1, sort: { columnId: 'name' } });
  act(() => result.current.onPageChange(4));
  act(() => result.current.restart());
  expect(result.current.page).toBe(1);
});

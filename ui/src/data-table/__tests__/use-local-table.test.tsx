import { act, renderHook } from '@testing-library/react';
import { useLocalTable } from '../use-local-table';

const rows = Array.from({ length: 30 }, (_, index) => ({ id: index + 1, name: `n${30 - index}` }));
const keys = {
  id: (row: (typeof rows)[number]) => row.id,
  name: (row: (typeof rows)[number]) => row.name,
};

test('sorts by the chosen column, then cuts the page', () => {
  const { result } = renderHook(() =>
    useLocalTable(rows, keys, { columnId: 'id', direction: 'descending' }),
  );
  expect(result.current.rows.map((row) => row.id)).toEqual(
    Array.from({ length: 25 }, (_, index) => 30 - index),
  );
  expect(result.current.total).toBe(30);
  act(() => result.current.onSortChange({ columnId: 'name', direction: 'ascending' }));
  expect(result.current.rows[0]?.name).toBe('n1');
  act(() => result.current.onPageChange(2));
  expect(result.current.rows.map((row) => row.name)).toEqual(['n5', 'n6', 'n7', 'n8', 'n9']);
});

test('when rows go away, the page shown stays within the last page', () => {
  const { result, rerender } = renderHook(({ shown }) => useLocalTable(shown, keys), {
    initialProps: { shown: rows },
  });
  act(() => result.current.onPageChange(2));
  expect(result.current.rows).toHaveLength(5);
  rerender({ shown: rows.slice(0, 25) });
  expect(result.current.page).toBe(1);
  expect(result.current.rows).toHaveLength(25);
  rerender({ shown: [] });
  expect(result.current).toMatchObject({ page: 1, rows: [], total: 0 });
});

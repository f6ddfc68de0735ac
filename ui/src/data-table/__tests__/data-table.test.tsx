import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectAccessible } from '../../testing/expect-accessible';
import { DataTable, type DataTableColumn, type TableSort } from '../data-table';

interface TokenRow {
  id: number;
  name: string;
  uses: number;
}

const LONG_NAME = 'A token whose name is far too long to fit in a title cell of two hundred pixels';

const columns: DataTableColumn<TokenRow>[] = [
  {
    id: 'name',
    header: 'Name',
    fullText: (row) => row.name,
    sortable: true,
  },
  { id: 'uses', header: 'Uses', cell: (row) => row.uses, sortable: true, align: 'end' },
  { id: 'id', header: 'Id', cell: (row) => row.id },
];

const rows: TokenRow[] = [
  { id: 1, name: LONG_NAME, uses: 3 },
  { id: 2, name: 'Bot', uses: 9 },
];

function renderTable(overrides: Partial<Parameters<typeof DataTable<TokenRow>>[0]> = {}) {
  const callbacks = {
    onPageChange: jest.fn(),
    onPageSizeChange: jest.fn(),
    onSortChange: jest.fn(),
  };
  render(
    <DataTable<TokenRow>
      caption="Tokens"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      page={1}
      pageSize={25}
      total={1000}
      sort={null}
      {...callbacks}
      {...overrides}
    />,
  );
  return callbacks;
}

const pageLinks = () =>
  within(screen.getByRole('navigation', { name: 'Paginación: Tokens' }))
    .getAllByRole('button', { name: /^Página \d+$/ })
    .map((link) => link.textContent);

describe('DataTable', () => {
  it('with onRowOpen, a click on a row opens it, but not a click on a control inside it', async () => {
    const onRowOpen = jest.fn();
    const withButton: DataTableColumn<TokenRow>[] = [
      ...columns,
      { id: 'act', header: 'Act', cell: (row) => <button type="button">Revoke {row.id}</button> },
    ];
    renderTable({ onRowOpen, columns: withButton });
    await userEvent.click(screen.getByRole('cell', { name: 'Bot' }));
    expect(onRowOpen).toHaveBeenCalledWith(rows[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Revoke 1' }));
    expect(onRowOpen).toHaveBeenCalledTimes(1);
  });

  it('shows the rows of the page in a named table and passes axe', async () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Tokens' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('cell', { name: 'Bot' })).toBeInTheDocument();
    await expectAccessible();
  });

  it('when a column lines its cells up at the end, then its header does too, sortable or not', () => {
    const plainEnd: DataTableColumn<TokenRow>[] = [
      ...columns,
      { id: 'total', header: 'Total', cell: (row) => row.uses * 2, align: 'end' },
    ];
    renderTable({ columns: plainEnd });
    const headers = screen.getAllByRole('columnheader');
    const endAligned = headers.filter((header) => header.classList.contains('portal-cell-end'));
    expect(endAligned.map((header) => header.textContent)).toEqual(['Uses', 'Total']);
    const cells = screen.getAllByRole('cell').filter((cell) => cell.textContent?.includes('18'));
    expect(cells[0]).toHaveClass('portal-cell-end');
  });

  it('on page 1, first and previous are disabled and five page links start at 1', () => {
    renderTable();
    expect(screen.getByRole('button', { name: 'Primera página' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeEnabled();
    expect(pageLinks()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: 'Página 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('1–25 de 1000')).toBeInTheDocument();
  });

  it('the five links sit around the current page and shift at the last pages', () => {
    renderTable({ page: 20 });
    expect(pageLinks()).toEqual(['18', '19', '20', '21', '22']);
  });

  it('on the last page, next and last are disabled', () => {
    renderTable({ page: 40 });
    expect(pageLinks()).toEqual(['36', '37', '38', '39', '40']);
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Última página' })).toBeDisabled();
  });

  it('page links and arrows ask the caller for that page', async () => {
    const { onPageChange } = renderTable({ page: 20 });
    await userEvent.click(screen.getByRole('button', { name: 'Página 22' }));
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    await userEvent.click(screen.getByRole('button', { name: 'Primera página' }));
    await userEvent.click(screen.getByRole('button', { name: 'Última página' }));
    expect(onPageChange.mock.calls).toEqual([[22], [21], [19], [1], [40]]);
  });

  it('offers 25/50/100/200 rows; a new size goes back to page 1', async () => {
    const { onPageChange, onPageSizeChange } = renderTable({ page: 7 });
    const size = screen.getByRole('combobox', { name: 'Filas por página' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['25', '50', '100', '200']);
    expect(size).toHaveValue('25');
    await userEvent.selectOptions(size, '100');
    expect(onPageSizeChange).toHaveBeenCalledWith(100);
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('sortable headers carry aria-sort and ask for the other direction on click or Enter', async () => {
    const sort: TableSort = { columnId: 'uses', direction: 'ascending' };
    const { onSortChange } = renderTable({ sort });
    const uses = screen.getByRole('columnheader', { name: 'Uses' });
    expect(uses).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    expect(
      within(screen.getByRole('columnheader', { name: 'Id' })).queryByRole('button'),
    ).toBeNull();

    await userEvent.click(within(uses).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'uses', direction: 'descending' });
    within(screen.getByRole('columnheader', { name: 'Name' }))
      .getByRole('button')
      .focus();
    await userEvent.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'ascending' });
  });

  it('a descending sort is shown as such and toggles back to ascending', async () => {
    const { onSortChange } = renderTable({ sort: { columnId: 'name', direction: 'descending' } });
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(name).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ columnId: 'name', direction: 'ascending' });
  });

  it('each cell carries its column name for the narrow card layout, hidden from screen readers', () => {
    renderTable();
    const cell = screen.getByRole('cell', { name: '9' });
    const label = cell.querySelector('.portal-table-cell-label');
    expect(label).toHaveTextContent('Uses');
    expect(label).toHaveAttribute('aria-hidden', 'true');
  });

  it('title cells are cut at 200 px with the full text on hover', () => {
    renderTable();
    const title = screen.getByText(LONG_NAME);
    expect(title).toHaveClass('portal-table-truncate');
    expect(title).toHaveAttribute('title', LONG_NAME);
  });

  it('while a new page or sort loads, the rows shown stay, dimmed, and the table is busy', () => {
    renderTable({ loading: true });
    const table = screen.getByRole('table', { name: 'Tokens' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table).toHaveClass('portal-table-refreshing');
    expect(within(table).getByText('Bot')).toBeInTheDocument();
    expect(table.querySelectorAll('.portal-skeleton')).toHaveLength(0);
  });

  it('while the first rows load, skeleton rows stand in for them and the table is busy', async () => {
    renderTable({ loading: true, rows: [] });
    const table = screen.getByRole('table', { name: 'Tokens' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).queryByText('Bot')).not.toBeInTheDocument();
    expect(within(table).getByText('Cargando…')).toBeInTheDocument();
    expect(table.querySelectorAll('.portal-skeleton')).toHaveLength(15);
    await expectAccessible();
  });

  it('without rows, the empty slot is shown, or "No data" by default', () => {
    renderTable({ rows: [], total: 0, empty: <p>No tokens yet</p> });
    expect(screen.getByText('No tokens yet')).toBeInTheDocument();
    expect(screen.getByText('0–0 de 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  });
});

import { calls, DAY_MS, type StaffPerformanceRow } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestsTo, respond } from '@portal/shared/testing/fake-api';
import { catchSavedFiles } from '@portal/shared/testing/saved-files';
import { expectAccessible } from '@portal/ui/testing/expect-accessible';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, expectCurrentSection, renderPanel } from '../../testing/render-panel';

const ROWS: StaffPerformanceRow[] = [
  { _id: 21, staffName: 'ana', date: Date.UTC(2026, 10, 20), reportsCount: 3, supportCount: 1250 },
  { _id: 22, staffName: 'bruno', date: Date.UTC(2026, 10, 19), reportsCount: 0, supportCount: 2 },
];

const TEXTS = {
  es: {
    loading: 'Cargando…',
    sections: 'Secciones del panel',
    staffSection: 'Equipo',
    table: 'Rendimiento del equipo',
    anaRow: /^Miembro del equipoana.*20\/11\/2026.*Denuncias3.*Soporte1250$/,
    empty: 'Ningún miembro del equipo cumple estos filtros',
    total: '1–25 de 30',
    page2: 'Página 2',
    rowsPerPage: 'Filas por página',
    staffName: 'Miembro del equipo',
    reports: 'Denuncias',
    type: 'Tipo',
    status: 'Estado',
    from: 'Desde',
    to: 'Hasta',
    apply: 'Aplicar',
    json: 'Exportar JSON',
    csv: 'Exportar CSV',
    csvFailed: 'No se pudo descargar el CSV. Inténtalo de nuevo.',
  },
  en: {
    loading: 'Loading…',
    sections: 'Panel sections',
    staffSection: 'Staff',
    table: 'Staff performance',
    anaRow: /^Staff memberana.*11\/20\/2026.*Reports3.*Support1,250$/,
    empty: 'No staff member matches these filters',
    total: '1–25 of 30',
    page2: 'Page 2',
    rowsPerPage: 'Rows per page',
    staffName: 'Staff member',
    reports: 'Reports',
    type: 'Type',
    status: 'Status',
    from: 'From',
    to: 'To',
    apply: 'Apply',
    json: 'Export JSON',
    csv: 'Export CSV',
    csvFailed: 'Failed to download CSV. Please try again.',
  },
} as const;

const NOW = Date.UTC(2026, 10, 23, 15, 30);

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

function serveRows(total = ROWS.length) {
  onCall(calls.staffPerformance, () => ({ data: ROWS, total }));
}

function lastBody() {
  return requestsTo(calls.staffPerformance).at(-1)?.body;
}

describe.each(['es', 'en'] as const)('the staff performance section in %s', (language) => {
  const text = TEXTS[language];
  beforeEach(async () => {
    await setLanguage(language);
  });

  it('says it is loading, then lists each member’s day newest first', async () => {
    let answer: () => void = () => {};
    onCall(calls.staffPerformance, async () => {
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return { data: ROWS, total: ROWS.length };
    });
    renderPanel('staff');
    const busy = await screen.findByRole('table', { busy: true });
    expect(within(busy).getByText(text.loading)).toBeInTheDocument();
    answer();
    const table = await screen.findByRole('table', { name: text.table });
    expect(await within(table).findByText('bruno')).toBeInTheDocument();
    const anaRow = within(table).getAllByRole('row')[1];
    expect(anaRow?.textContent?.replace(/\s/g, '')).toMatch(
      new RegExp(text.anaRow.source.replace(/\\s|\s/g, '')),
    );
    expect(lastBody()).toEqual({
      staffName: '',
      sortBy: 'date',
      sortOrder: 'desc',
      page: 1,
      pageSize: 25,
    });
    expectCurrentSection(text.sections, text.staffSection);
    await expectAccessible();
  });

  it('without rows it says none matches', async () => {
    onCall(calls.staffPerformance, () => ({ data: [], total: 0 }));
    renderPanel('staff');
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
  });

  it('pages, changes the page size and sorts by a column', async () => {
    serveRows(30);
    renderPanel('staff');
    expect(await screen.findByText(text.total)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text.page2 }));
    await waitFor(() => expect(lastBody()).toMatchObject({ page: 2 }));
    await userEvent.click(screen.getByRole('button', { name: text.reports }));
    await waitFor(() =>
      expect(lastBody()).toMatchObject({ sortBy: 'reportsCount', sortOrder: 'asc', page: 1 }),
    );
    await userEvent.click(screen.getByRole('button', { name: text.reports }));
    await waitFor(() =>
      expect(lastBody()).toMatchObject({ sortBy: 'reportsCount', sortOrder: 'desc' }),
    );
    await userEvent.selectOptions(screen.getByLabelText(text.rowsPerPage), '200');
    await waitFor(() => expect(lastBody()).toMatchObject({ page: 1, pageSize: 200 }));
  });

  it('applies staff name, type, status and whole UTC days as the request body', async () => {
    serveRows();
    renderPanel('staff');
    await screen.findByText('bruno');
    await userEvent.type(screen.getByRole('searchbox', { name: text.staffName }), 'ana');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: text.type }), 'report');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: text.status }), 'closed');
    fireEvent.change(screen.getByLabelText(text.from), { target: { value: '2026-11-02' } });
    fireEvent.change(screen.getByLabelText(text.to), { target: { value: '2026-11-02' } });
    await userEvent.click(screen.getByRole('button', { name: text.apply }));
    await waitFor(() =>
      expect(lastBody()).toEqual({
        staffName: 'ana',
        sortBy: 'date',
        sortOrder: 'desc',
        ticketType: 1,
        status: 1,
        dateFrom: Date.UTC(2026, 10, 2),
        dateTo: Date.UTC(2026, 10, 2) + DAY_MS - 1,
        page: 1,
        pageSize: 25,
      }),
    );
  });

  it('exports the same rows as JSON, and says so when a download fails', async () => {
    const saved = catchSavedFiles();
    serveRows();
    onCall(calls.staffPerformanceJson, () => JSON.stringify(ROWS));
    onCall(calls.staffPerformanceCsv, () => respond(500, { error: 'boom' }));
    renderPanel('staff');
    await screen.findByText('bruno');
    await userEvent.click(screen.getByRole('button', { name: text.json }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('staff-performance.json');
    expect(await saved[0]?.text).toBe(JSON.stringify(ROWS));
    expect(requestsTo(calls.staffPerformanceJson)[0]?.body).toEqual({
      staffName: '',
      sortBy: 'date',
      sortOrder: 'desc',
    });
    await userEvent.click(screen.getByRole('button', { name: text.csv }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.csvFailed);
  });
});

test('the dashboard’s staff card opens this section', async () => {
  await setLanguage('en');
  onCall(calls.adminStats, () => [{ key: 'staffOnline' as const, value: 6 }]);
  serveRows();
  renderPanel('dashboard');
  await userEvent.click(await screen.findByRole('link', { name: /^Staff online now/ }));
  expect(await screen.findByRole('table', { name: 'Staff performance' })).toBeInTheDocument();
  expect(currentLocation()).toBe('/panel#staff');
});

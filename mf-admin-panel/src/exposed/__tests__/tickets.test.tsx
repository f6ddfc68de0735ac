import { calls, DAY_MS } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { makeTicket } from '@portal/shared/testing/factories';
import { onCall, requestsTo, respond } from '@portal/shared/testing/fake-api';
import { catchSavedFiles } from '@portal/shared/testing/saved-files';
import { expectAccessible } from '@portal/ui/testing/expect-accessible';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderPanel } from '../../testing/render-panel';

const LONG_TITLE = `My account was stolen after${' a very long story'.repeat(8)}`;
const TICKETS = [
  makeTicket({
    _id: 11,
    title: LONG_TITLE,
    createdBy: { visualId: 'p-1', isStaff: false, name: 'pepe' },
  }),
  makeTicket({ _id: 12, title: 'Lag on hub2', status: 1, commentsCount: 4 }),
];

const TEXTS = {
  es: {
    loading: 'Cargando…',
    table: 'Tickets de soporte',
    reportsTab: 'Denuncias',
    reportsTable: 'Denuncias',
    reportColumns: ['Acusado', 'Asignado a', 'Resolución'],
    valid: 'Válida',
    ticket12: 'Ticket n.º 12',
    total: '1–25 de 60',
    page2: 'Página 2',
    rowsPerPage: 'Filas por página',
    created: 'Creado',
    search: 'Buscar',
    status: 'Estado',
    closed: 'Cerrados',
    from: 'Creado desde',
    to: 'Creado hasta',
    apply: 'Aplicar',
    empty: 'Ningún ticket cumple estos filtros',
    csv: 'Exportar CSV',
    json: 'Exportar JSON',
    downloaded1500: 'Descargando… 1,5 kB',
    csvFailed: 'No se pudo descargar el CSV. Inténtalo de nuevo.',
    jsonFailed: 'No se pudo descargar el JSON. Inténtalo de nuevo.',
    startAfterEnd: 'La fecha de inicio no puede ser posterior a la fecha de fin.',
  },
  en: {
    loading: 'Loading…',
    table: 'Support tickets',
    reportsTab: 'Reports',
    reportsTable: 'Reports',
    reportColumns: ['Accused', 'Assigned to', 'Resolution'],
    valid: 'Valid',
    ticket12: 'Ticket #12',
    total: '1–25 of 60',
    page2: 'Page 2',
    rowsPerPage: 'Rows per page',
    created: 'Created',
    search: 'Search',
    status: 'Status',
    closed: 'Closed',
    from: 'Created from',
    to: 'Created to',
    apply: 'Apply',
    empty: 'No ticket matches these filters',
    csv: 'Export CSV',
    json: 'Export JSON',
    downloaded1500: 'Downloading… 1.5 kB',
    csvFailed: 'Failed to download CSV. Please try again.',
    jsonFailed: 'Failed to download JSON. Please try again.',
    startAfterEnd: 'The start date cannot be after the end date.',
  },
} as const;

const NOW = Date.UTC(2026, 10, 23, 15, 30);

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

function serveTickets(total = TICKETS.length) {
  onCall(calls.ticketsPaginated, () => ({ data: TICKETS, total }));
}

function lastBody() {
  return requestsTo(calls.ticketsPaginated).at(-1)?.body;
}

describe.each(['es', 'en'] as const)('the tickets section in %s', (language) => {
  const text = TEXTS[language];
  beforeEach(async () => {
    await setLanguage(language);
  });

  it('says it is loading, then lists the first 25 open support tickets; a number opens the ticket', async () => {
    let answer: () => void = () => {};
    onCall(calls.ticketsPaginated, async () => {
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return { data: TICKETS, total: TICKETS.length };
    });
    renderPanel('tickets');
    const busy = await screen.findByRole('table', { busy: true });
    expect(within(busy).getByText(text.loading)).toBeInTheDocument();
    answer();
    const table = await screen.findByRole('table', { name: text.table });
    expect(await within(table).findByText('Lag on hub2')).toBeInTheDocument();
    expect(lastBody()).toEqual({ searchFilter: '', statusFilter: 'opened', page: 1, pageSize: 25 });
    expect(within(table).getByText(LONG_TITLE)).toHaveAttribute('title', LONG_TITLE);
    expect(within(table).getByText('pepe')).toBeInTheDocument();
    await expectAccessible();
    // The test page renders the panel at any address; at /ticket/12 it is the dashboard's.
    onCall(calls.adminStats, () => []);
    await userEvent.click(within(table).getByText('Lag on hub2'));
    expect(currentLocation()).toBe('/ticket/12');
  });

  it('without tickets it says none matches', async () => {
    onCall(calls.ticketsPaginated, () => ({ data: [], total: 0 }));
    renderPanel('tickets');
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
  });

  it('asks for another page and another page size, with the total shown', async () => {
    serveTickets(60);
    renderPanel('tickets');
    expect(await screen.findByText(text.total)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text.page2 }));
    await waitFor(() => expect(lastBody()).toMatchObject({ page: 2, pageSize: 25 }));
    await userEvent.selectOptions(screen.getByLabelText(text.rowsPerPage), '100');
    await waitFor(() => expect(lastBody()).toMatchObject({ page: 1, pageSize: 100 }));
  });

  it('sorts by creation date, oldest then newest first', async () => {
    serveTickets();
    renderPanel('tickets');
    await screen.findByText('Lag on hub2');
    await userEvent.click(screen.getByRole('button', { name: text.created }));
    await waitFor(() => expect(lastBody()).toMatchObject({ sort: 'oldest', page: 1 }));
    await userEvent.click(screen.getByRole('button', { name: text.created }));
    await waitFor(() => expect(lastBody()).toMatchObject({ sort: 'newest' }));
  });

  it('applies search, status and whole UTC days as the request body', async () => {
    serveTickets();
    renderPanel('tickets');
    await screen.findByText('Lag on hub2');
    const apply = screen.getByRole('button', { name: text.apply });
    expect(apply).toBeDisabled();
    await userEvent.type(screen.getByRole('searchbox', { name: text.search }), ' lag ');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: text.status }),
      screen.getByRole('option', { name: text.closed }),
    );
    fireEvent.change(screen.getByLabelText(text.from), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText(text.to), { target: { value: '2026-11-10' } });
    await userEvent.click(apply);
    await waitFor(() =>
      expect(lastBody()).toEqual({
        searchFilter: 'lag',
        statusFilter: 'closed',
        createdFrom: Date.UTC(2026, 10, 1),
        createdTo: Date.UTC(2026, 10, 10) + DAY_MS - 1,
        page: 1,
        pageSize: 25,
      }),
    );
  });

  it('a start after the end is explained beside the start and nothing is asked', async () => {
    serveTickets();
    renderPanel('tickets');
    await screen.findByText('Lag on hub2');
    fireEvent.change(screen.getByLabelText(text.from), { target: { value: '2026-11-12' } });
    fireEvent.change(screen.getByLabelText(text.to), { target: { value: '2026-11-10' } });
    expect(await screen.findByText(text.startAfterEnd)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.apply })).toBeDisabled();
  });

  it('the reports tab asks POST /reports/paginated', async () => {
    serveTickets();
    onCall(calls.reportsPaginated, () => ({
      data: [makeTicket({ _id: 30, type: 1, title: 'Cheater' })],
      total: 1,
    }));
    renderPanel('tickets');
    await screen.findByText('Lag on hub2');
    await userEvent.click(screen.getByRole('tab', { name: text.reportsTab }));
    const table = await screen.findByRole('table', { name: text.reportsTable });
    expect(await within(table).findByText('Cheater')).toBeInTheDocument();
    expect(requestsTo(calls.reportsPaginated)[0]?.body).toMatchObject({ page: 1, pageSize: 25 });
  });

  it('when the reports tab is open, then each report shows its accused, its assignees and its resolution', async () => {
    serveTickets();
    onCall(calls.reportsPaginated, () => ({
      data: [
        makeTicket({
          _id: 31,
          type: 1,
          status: 1,
          title: 'Aimbot',
          reportAccused: { visualId: 'acc-1', isStaff: false, name: 'tramposo' },
          assignees: [{ visualId: 'st-1', isStaff: true, name: 'ana' }],
          roleAssignees: [],
          resolution: 'valid',
        }),
      ],
      total: 1,
    }));
    renderPanel('tickets');
    await screen.findByText('Lag on hub2');
    await userEvent.click(screen.getByRole('tab', { name: text.reportsTab }));
    const table = await screen.findByRole('table', { name: text.reportsTable });
    await within(table).findByText('Aimbot');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(expect.arrayContaining([...text.reportColumns]));
    const row = within(table).getByText('Aimbot').closest('tr') as HTMLElement;
    expect(within(row).getByText('tramposo')).toBeInTheDocument();
    expect(within(row).getByText('ana')).toBeInTheDocument();
    expect(within(row).getByText(text.valid)).toBeInTheDocument();
  });

  it('exports the filtered tickets as CSV, saying how much has arrived meanwhile', async () => {
    const saved = catchSavedFiles();
    serveTickets();
    let answer: () => void = () => {};
    const rest = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const header = `id,title\n${'x'.repeat(1491)}\n`;
    onCall(calls.ticketsCsv, async function* file() {
      yield header;
      await rest;
      yield '12,Lag on hub2\n';
    });
    renderPanel('tickets');
    await screen.findByText('Lag on hub2');
    await userEvent.click(screen.getByRole('button', { name: text.csv }));
    expect(await screen.findByRole('button', { name: text.downloaded1500 })).toBeDisabled();
    expect(screen.getByRole('button', { name: text.json })).toBeDisabled();
    answer();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('tickets.csv');
    expect(await saved[0]?.text).toBe(`${header}12,Lag on hub2\n`);
    expect(requestsTo(calls.ticketsCsv)[0]?.body).toEqual({
      searchFilter: '',
      statusFilter: 'opened',
    });
    expect(await screen.findByRole('button', { name: text.csv })).toBeEnabled();
  });

  it('when an export fails it says so in the page language, without the Error dialog', async () => {
    catchSavedFiles();
    serveTickets();
    onCall(calls.ticketsCsv, () => respond(500, { error: 'boom' }));
    onCall(calls.ticketsJson, () => respond(403, { error: 'Forbidden' }));
    renderPanel('tickets');
    await screen.findByText('Lag on hub2');
    await userEvent.click(screen.getByRole('button', { name: text.csv }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.csvFailed);
    await userEvent.click(screen.getByRole('button', { name: text.json }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.jsonFailed);
  });
});

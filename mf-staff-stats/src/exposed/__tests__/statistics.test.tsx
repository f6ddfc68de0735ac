import {
  calls,
  type LastMonthSummary,
  type LastMonthTicket,
  TICKET_STATUS,
  TICKET_TYPE,
  UNASSIGNED,
} from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestsTo } from '@portal/shared/testing/fake-api';
import { expectAccessible } from '@portal/ui/testing/expect-accessible';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ANA,
  aiUsage,
  BRUNO,
  lastMonthTicket,
  reviewSummary,
  staffCounts,
} from '../../testing/factories';
import { firstColumn } from '../../testing/first-column';
import { renderView } from '../../testing/render-view';
import Statistics from '../statistics';

const { report } = TICKET_TYPE;
const { closed } = TICKET_STATUS;

/** ana: 2 support (one closed) + 1 report; bruno: 1 report shared with ana; one nobody took. */
const TICKETS = [
  lastMonthTicket(1, { assignees: [ANA] }),
  lastMonthTicket(2, { assignees: [ANA], status: closed }),
  lastMonthTicket(3, {
    assignees: [ANA, BRUNO],
    title: 'Aimbot en la arena',
    type: report,
    group: 'reports',
    category: 'cheats',
  }),
  lastMonthTicket(4),
];

/** What the server counts of TICKETS. */
const SUMMARY: LastMonthSummary = {
  tickets: TICKETS.length,
  staff: [
    staffCounts(ANA, [1, 1], [1, 0], reviewSummary([0, 0, 0, 1, 1])),
    staffCounts(BRUNO, [0, 0], [1, 0], reviewSummary([1, 0, 0, 0, 0])),
    staffCounts(null, [1, 0]),
  ],
};

const TYPES = { support: TICKET_TYPE.support, report } as const;
const STATUSES = { opened: TICKET_STATUS.opened, closed } as const;

/** TICKETS behind one figure, newest first, as the server pages them (all on one page here). */
function ticketsBehind(query: Record<string, string>): LastMonthTicket[] {
  return TICKETS.filter((ticket) =>
    query.assignee === UNASSIGNED
      ? ticket.assignees.length === 0
      : ticket.assignees.some((account) => account.visualId === query.assignee),
  )
    .filter((ticket) => !query.type || ticket.type === TYPES[query.type as keyof typeof TYPES])
    .filter(
      (ticket) =>
        !query.status || ticket.status === STATUSES[query.status as keyof typeof STATUSES],
    )
    .sort((a, b) => b.timestamp - a.timestamp);
}

function serveStatistics() {
  onCall(calls.lastMonthSummary, () => SUMMARY);
  onCall(calls.lastMonthTickets, ({ query }) => ({
    data: ticketsBehind(query),
    cursor: null,
    hasMore: false,
  }));
}

const TEXTS = {
  es: {
    loading: 'Cargando…',
    noData: 'No hay datos disponibles',
    anaReports: 'ana, Denuncia: 1 ticket',
    anaSupportCount: 'Ver los tickets de ana · Soporte',
    table: 'Cifras por miembro del equipo',
    reviews: 'Valoraciones por miembro del equipo',
    average: 'Valoración media',
    ticket3: 'Ticket n.º 3',
    total: 'Total',
    listOf: 'Tickets de ana · Denuncia (1)',
    unassigned: 'Sin asignar',
    loadMore: 'Cargar más',
    behind: 'Tickets detrás de la cifra',
    close: 'Cerrar la lista',
  },
  en: {
    loading: 'Loading…',
    noData: 'No available data',
    anaReports: 'ana, Report: 1 ticket',
    anaSupportCount: 'Show the tickets of ana · Support',
    table: 'Figures per staff member',
    reviews: 'Reviews per staff member',
    average: 'Average review',
    ticket3: 'Ticket #3',
    total: 'Total',
    listOf: 'Tickets of ana · Report (1)',
    unassigned: 'Unassigned',
    loadMore: 'Load more',
    behind: 'Tickets behind the figure',
    close: 'Close the list',
  },
} as const;

const LANGUAGES = ['es', 'en'] as const;

// The view's AI section (its own tests: statistics-ai-usage.test.tsx) finds no suggestion here.
beforeEach(() => onCall(calls.aiUsage, () => aiUsage()));

describe.each(LANGUAGES)('Statistics in %s', (language) => {
  const text = TEXTS[language];
  beforeEach(async () => {
    await setLanguage(language);
  });

  it('while the tickets load it says so, then draws a bar per staff member, a figures table and the reviews, all from one call', async () => {
    let answer: (summary: LastMonthSummary) => void = () => {};
    onCall(calls.lastMonthSummary, () => new Promise((resolve) => (answer = resolve)));
    renderView(<Statistics />);
    expect(await screen.findByText(text.loading)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    answer(SUMMARY);
    const table = await screen.findByRole('table', { name: text.table });
    expect(screen.getByRole('group', { name: /^ana: 3/ })).toBeInTheDocument();
    expect(screen.getByText(text.unassigned, { selector: '.ss-chart-name' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: text.anaSupportCount })).toHaveTextContent('2');
    const reviews = screen.getByRole('table', { name: text.reviews });
    const anaRow = within(reviews)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('ana'));
    expect(anaRow).toHaveTextContent(/4[,.]5/);
    expect(within(reviews).getAllByRole('row')).toHaveLength(3);
    expect(reviews).not.toHaveAttribute('aria-busy');
    expect(requestsTo(calls.staffStats)).toHaveLength(0);
    await expectAccessible();
  });

  it('without tickets in the last 30 days it shows that there is no data', async () => {
    onCall(calls.lastMonthSummary, () => ({ tickets: 0, staff: [] }));
    renderView(<Statistics />);
    expect(await screen.findByText(text.noData)).toBeInTheDocument();
    expect(requestsTo(calls.staffStats)).toHaveLength(0);
  });

  it('a bar segment opens the tickets behind it, each with its title, each opening its detail', async () => {
    serveStatistics();
    renderView(<Statistics />);
    const segment = await screen.findByLabelText(text.anaReports);
    await userEvent.click(segment);

    expect(await screen.findByRole('heading', { name: text.listOf })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/staff');
    const link = screen.getByRole('link', { name: text.ticket3 });
    expect(link.closest('tr')).toHaveTextContent('Aimbot en la arena');
    expect(screen.queryByRole('link', { name: text.ticket3.replace('3', '1') })).toBeNull();
    expect(requestsTo(calls.lastMonthTickets).map((request) => request.query)).toEqual([
      { assignee: ANA.visualId, type: 'report' },
    ]);
    expect(requestsTo(calls.lastMonthStats)).toHaveLength(0);
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/ticket/3');
  });

  it('a long list comes a page at a time, newest first, until it is closed', async () => {
    serveStatistics();
    onCall(calls.lastMonthTickets, ({ query }) =>
      query.cursor
        ? { data: [lastMonthTicket(1, { assignees: [ANA] })], cursor: null, hasMore: false }
        : { data: [lastMonthTicket(2, { assignees: [ANA] })], cursor: '1.2', hasMore: true },
    );
    renderView(<Statistics />);
    await userEvent.click(await screen.findByRole('link', { name: text.anaSupportCount }));
    expect(await screen.findByRole('link', { name: text.ticket3.replace('3', '2') })).toBeVisible();
    expect(screen.queryByRole('link', { name: text.ticket3.replace('3', '1') })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: text.loadMore }));
    expect(await screen.findByRole('link', { name: text.ticket3.replace('3', '1') })).toBeVisible();
    expect(requestsTo(calls.lastMonthTickets).at(-1)?.query).toEqual({
      assignee: ANA.visualId,
      type: 'support',
      cursor: '1.2',
    });
    expect(screen.queryByRole('button', { name: text.loadMore })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: text.close }));
    expect(screen.queryByRole('region', { name: text.behind })).toBeNull();
  });

  it('the address names the figure, so a link or Back opens the same list again', async () => {
    serveStatistics();
    renderView(<Statistics />, `/staff?who=${ANA.visualId}&part=report`);
    expect(await screen.findByRole('heading', { name: text.listOf })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: text.ticket3 })).toBeVisible();
  });

  it('a count in the table opens the same kind of list', async () => {
    serveStatistics();
    renderView(<Statistics />);
    await userEvent.click(await screen.findByRole('link', { name: text.anaSupportCount }));
    const rows = await screen.findAllByRole('link', { name: /^Ticket (n\.º |#)[12]$/ });
    expect(rows.map((row) => row.textContent).sort()).toEqual(['#1', '#2']);
    expect(screen.getByTestId('location')).toHaveTextContent('/staff');
  });

  it('sorts the figures by a column, both ways', async () => {
    serveStatistics();
    renderView(<Statistics />);
    const table = await screen.findByRole('table', { name: text.table });
    const names = () => firstColumn(table);
    expect(names()).toEqual(['ana', 'bruno', text.unassigned]);
    await userEvent.click(within(table).getByRole('button', { name: text.total }));
    expect(names()).toEqual(['bruno', text.unassigned, 'ana']);
    await userEvent.click(within(table).getByRole('button', { name: text.total }));
    expect(names()).toEqual(['ana', 'bruno', text.unassigned]);

    const reviews = screen.getByRole('table', { name: text.reviews });
    await waitFor(() => expect(firstColumn(reviews)).toEqual(['ana', 'bruno']));
    await userEvent.click(within(reviews).getByRole('button', { name: text.average }));
    expect(firstColumn(reviews)).toEqual(['bruno', 'ana']);
  });
});

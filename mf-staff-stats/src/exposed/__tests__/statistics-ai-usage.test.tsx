import { type AiUsage, calls, type LastMonthSummary } from '@portal/shared/contract';
import { type ErrorDialogRequest, onErrorDialog } from '@portal/shared/runtime/errors';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestsTo, respond } from '@portal/shared/testing/fake-api';
import { expectAccessible } from '@portal/ui/testing/expect-accessible';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ANA,
  aiFigures,
  aiUsage,
  BRUNO,
  reviewSummary,
  staffCounts,
} from '../../testing/factories';
import { firstColumn } from '../../testing/first-column';
import { renderView } from '../../testing/render-view';
import { rowCells } from '../../testing/row-cells';
import Statistics from '../statistics';

/** A staff member whose name the server left out: shown by their hash, as the other tables do. */
const CARLA = { visualId: 'hash-carla', isStaff: true };

/**
 * 12 suggestions: ana asked for 8 (3 sent, 1 of them edited; the sent ones rated twice, once
 * helpful), bruno for 3 and carla for 1 (none sent); 6 from past tickets, 5 canned, 1 by the model.
 */
const USAGE = aiUsage({
  overall: aiFigures(12, 3, 1, 2, 1),
  staff: [
    { staff: ANA, figures: aiFigures(8, 3, 1, 2, 1) },
    { staff: BRUNO, figures: aiFigures(3, 0, 0, 0, 0) },
    { staff: CARLA, figures: aiFigures(1, 0, 0, 0, 0) },
  ],
  sources: [
    { kind: 'ticket', figures: aiFigures(6, 2, 1, 2, 1) },
    { kind: 'canned', figures: aiFigures(5, 1, 0, 0, 0) },
    { kind: 'model', figures: aiFigures(1, 0, 0, 0, 0) },
  ],
});

const SUMMARY: LastMonthSummary = {
  tickets: 3,
  staff: [
    staffCounts(ANA, [1, 1], [0, 0], reviewSummary([0, 0, 0, 1, 1])),
    staffCounts(BRUNO, [1, 0], [0, 0], reviewSummary([0, 0, 0, 1, 1])),
  ],
};

function serveTickets() {
  onCall(calls.lastMonthSummary, () => SUMMARY);
}

const NBSP = '\u00a0';

const TEXTS = {
  es: {
    section: 'Sugerencias de IA',
    loading: 'Cargando las sugerencias de IA…',
    empty: 'No hay sugerencias de IA en este periodo',
    failed: 'No se pudieron cargar los datos.',
    figuresTable: 'Cifras por miembro del equipo',
    perStaff: 'Sugerencias de IA por miembro del equipo',
    perSource: 'Sugerencias de IA por origen',
    made: 'Sugerencias ofrecidas12',
    acceptance: `Aceptación25${NBSP}%3 de 12 enviadas · 1 editada`,
    helpful: `Valoradas como útiles50${NBSP}%1 de 2 valoraciones`,
    acceptanceColumn: 'Tasa de aceptación',
    noneRated: 'Valoradas como útiles—Sin valoraciones',
    oneSent: `Aceptación25${NBSP}%1 de 4 enviadas · 0 editadas`,
    ana: ['ana', '8', '3', '1', `37,5${NBSP}%`, '2', '1', `50${NBSP}%`],
    bruno: ['bruno', '3', '0', '0', `0${NBSP}%`, '0', '0', '—'],
    carla: ['hash-carla', '1', '0', '0', `0${NBSP}%`, '0', '0', '—'],
    sources: ['Ticket anterior', 'Respuesta predefinida', 'Modelo'],
    ticketSource: ['Ticket anterior', '6', '2', '1', `33,3${NBSP}%`, '2', '1', `50${NBSP}%`],
  },
  en: {
    section: 'AI suggestions',
    loading: 'Loading the AI suggestions…',
    empty: 'No AI suggestions in this period',
    failed: 'The data could not be loaded.',
    figuresTable: 'Figures per staff member',
    perStaff: 'AI suggestions per staff member',
    perSource: 'AI suggestions per source',
    made: 'Suggestions made12',
    acceptance: 'Acceptance25%3 of 12 sent · 1 edited',
    helpful: 'Rated helpful50%1 of 2 ratings',
    acceptanceColumn: 'Acceptance rate',
    noneRated: 'Rated helpful—No ratings',
    oneSent: 'Acceptance25%1 of 4 sent · 0 edited',
    ana: ['ana', '8', '3', '1', '37.5%', '2', '1', '50%'],
    bruno: ['bruno', '3', '0', '0', '0%', '0', '0', '—'],
    carla: ['hash-carla', '1', '0', '0', '0%', '0', '0', '—'],
    sources: ['Past ticket', 'Canned answer', 'Model'],
    ticketSource: ['Past ticket', '6', '2', '1', '33.3%', '2', '1', '50%'],
  },
} as const;

/** The section's headline figures, each as "label, value, detail" run together. */
function headlineFigures(section: HTMLElement) {
  return within(section)
    .getAllByRole('definition')
    .map((value) => value.parentElement?.textContent);
}

describe.each(['es', 'en'] as const)('AI suggestions in the Statistics view in %s', (language) => {
  const text = TEXTS[language];
  const dialogs: ErrorDialogRequest[] = [];
  let stopWatching = () => {};
  beforeEach(async () => {
    dialogs.length = 0;
    stopWatching = onErrorDialog((request) => dialogs.push(request));
    await setLanguage(language);
    serveTickets();
  });
  afterEach(() => stopWatching());

  it('while the last 30 days load it says so, then shows the rates beside their counts', async () => {
    let answer: (usage: AiUsage) => void = () => {};
    onCall(calls.aiUsage, () => new Promise((resolve) => (answer = resolve)));
    renderView(<Statistics />);
    const section = await screen.findByRole('region', { name: text.section });
    expect(await within(section).findByText(text.loading)).toBeInTheDocument();
    expect(requestsTo(calls.aiUsage).map((request) => request.query)).toEqual([{}]);

    answer(USAGE);
    const perStaff = await within(section).findByRole('table', { name: text.perStaff });
    expect(headlineFigures(section)).toEqual([text.made, text.acceptance, text.helpful]);
    expect(rowCells(perStaff)).toEqual([text.ana, text.bruno, text.carla]);
    const perSource = within(section).getByRole('table', { name: text.perSource });
    expect(firstColumn(perSource)).toEqual(text.sources);
    expect(rowCells(perSource)[0]).toEqual(text.ticketSource);
    expect(section).not.toHaveTextContent('NaN');
    await expectAccessible();
  });

  it('names staff members as the ticket figures do', async () => {
    onCall(calls.aiUsage, () => USAGE);
    renderView(<Statistics />);
    const figures = await screen.findByRole('table', { name: text.figuresTable });
    const perStaff = await screen.findByRole('table', { name: text.perStaff });
    expect(firstColumn(figures)).toEqual(['ana', 'bruno']);
    expect(firstColumn(perStaff).slice(0, 2)).toEqual(firstColumn(figures));
  });

  it('shows "—", not 0 % or NaN, for a helpful rate when nothing was rated', async () => {
    onCall(calls.aiUsage, () =>
      aiUsage({
        overall: aiFigures(4, 1, 0, 0, 0),
        staff: [{ staff: ANA, figures: aiFigures(4, 1, 0, 0, 0) }],
        sources: [{ kind: 'canned', figures: aiFigures(4, 1, 0, 0, 0) }],
      }),
    );
    renderView(<Statistics />);
    const section = await screen.findByRole('region', { name: text.section });
    const perStaff = await within(section).findByRole('table', { name: text.perStaff });
    expect(headlineFigures(section)).toEqual([
      text.made.replace('12', '4'),
      text.oneSent,
      text.noneRated,
    ]);
    expect(rowCells(perStaff)[0]?.at(-1)).toBe('—');
    expect(section).not.toHaveTextContent('NaN');
  });

  it('sorts a table by a rate, both ways', async () => {
    onCall(calls.aiUsage, () => USAGE);
    renderView(<Statistics />);
    const perSource = await screen.findByRole('table', { name: text.perSource });
    const rate = within(perSource).getByRole('button', { name: text.acceptanceColumn });
    await userEvent.click(rate);
    expect(firstColumn(perSource)).toEqual([text.sources[2], text.sources[1], text.sources[0]]);
    await userEvent.click(rate);
    expect(firstColumn(perSource)).toEqual([text.sources[0], text.sources[1], text.sources[2]]);
  });

  it('says when the period holds no suggestion, under the ticket figures', async () => {
    onCall(calls.aiUsage, () => aiUsage());
    renderView(<Statistics />);
    const section = await screen.findByRole('region', { name: text.section });
    expect(await within(section).findByText(text.empty)).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: text.figuresTable })).toBeInTheDocument();
  });

  it('when the figures cannot be read it says so in the section, logs it and shows no Error dialog', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    onCall(calls.aiUsage, () => respond(403, { error: 'Forbidden', code: 'stats.notAllowed' }));
    renderView(<Statistics />);
    const section = await screen.findByRole('region', { name: text.section });
    expect(await within(section).findByText(text.failed)).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: text.figuresTable })).toBeInTheDocument();
    expect(dialogs).toEqual([]);
    expect(warn).toHaveBeenCalled();
    expect(requestsTo(calls.aiUsage)).toHaveLength(1);
    warn.mockRestore();
  });
});

import { calls, DAY_MS } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestsTo } from '@portal/shared/testing/fake-api';
import { expectAccessible } from '@portal/ui/testing/expect-accessible';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANA, responseTime } from '../../testing/factories';
import { firstColumn } from '../../testing/first-column';
import { renderView } from '../../testing/render-view';
import ResponseTime from '../response-time';

const NOW = Date.UTC(2026, 10, 23, 15, 30);
const TODAY = Date.UTC(2026, 10, 23);

const TEXTS = {
  es: {
    loading: 'Cargando…',
    noData: 'No hay datos disponibles',
    start: 'Fecha de inicio',
    end: 'Fecha de fin',
    staff: 'Miembro del equipo',
    category: 'Categoría',
    average: /^Media global\s*1\sh 30\smin$/,
    p90: /^Percentil 90\s*3\sh$/,
    change: /50 % más lento \(antes 1\sh\)/,
    startAfterEnd: 'La fecha de inicio no puede ser posterior a la fecha de fin.',
    table: 'Media por miembro del equipo y categoría',
    answers: 'Respuestas',
    accountCategory: 'Cuenta',
  },
  en: {
    loading: 'Loading…',
    noData: 'No available data',
    start: 'Start date',
    end: 'End date',
    staff: 'Staff member',
    category: 'Category',
    average: /^Global average\s*1\shr 30\smin$/,
    p90: /^90th percentile\s*3\shr$/,
    change: /50% slower \(was 1\shr\)/,
    startAfterEnd: 'The start date cannot be after the end date.',
    table: 'Average per staff member and category',
    answers: 'Answers',
    accountCategory: 'Account',
  },
} as const;

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

describe.each(['es', 'en'] as const)('Response Time in %s', (language) => {
  const text = TEXTS[language];
  beforeEach(async () => {
    await setLanguage(language);
  });

  it('asks for the last 30 whole UTC days, then shows the figures in readable durations', async () => {
    let answer: (value: ReturnType<typeof responseTime>) => void = () => {};
    onCall(calls.staffResponseTime, () => new Promise((resolve) => (answer = resolve)));
    renderView(<ResponseTime />);
    expect(await screen.findByText(text.loading)).toBeInTheDocument();
    expect(requestsTo(calls.staffResponseTime)[0]?.query).toEqual({
      startDate: String(TODAY - 29 * DAY_MS),
      endDate: String(TODAY + DAY_MS - 1),
    });

    answer(responseTime());
    const table = await screen.findByRole('table', { name: text.table });
    const figures = screen
      .getAllByRole('definition')
      .map((item) => item.parentElement?.textContent);
    expect(figures.some((line) => text.average.test(line ?? ''))).toBe(true);
    expect(figures.some((line) => text.p90.test(line ?? ''))).toBe(true);
    expect(screen.getByText(text.change)).toBeInTheDocument();
    expect(within(table).getByText(text.accountCategory)).toBeInTheDocument();
    await expectAccessible();
  });

  it('without answers in the period it says there is no available data', async () => {
    onCall(calls.staffResponseTime, () =>
      responseTime({
        globalAverageResponseTimeMillis: null,
        summary: null,
        previous: null,
        staff: [],
      }),
    );
    renderView(<ResponseTime />);
    expect(await screen.findByText(text.noData)).toBeInTheDocument();
  });

  it('a start after the end is refused beside the start date, and nothing is asked', async () => {
    onCall(calls.staffResponseTime, () => responseTime());
    renderView(<ResponseTime />);
    await screen.findByRole('table', { name: text.table });
    expect(screen.getByLabelText(text.start)).toHaveAttribute('max', '2026-11-23');
    fireEvent.change(screen.getByLabelText(text.end), { target: { value: '2026-11-10' } });
    expect(screen.getByLabelText(text.start)).toHaveAttribute('max', '2026-11-10');
    await screen.findByRole('table', { name: text.table });
    const asked = requestsTo(calls.staffResponseTime).length;
    fireEvent.change(screen.getByLabelText(text.start), { target: { value: '2026-11-12' } });

    const start = screen.getByLabelText(text.start);
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription(text.startAfterEnd);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(requestsTo(calls.staffResponseTime)).toHaveLength(asked);

    fireEvent.change(screen.getByLabelText(text.start), { target: { value: '2026-11-01' } });
    await screen.findByRole('table', { name: text.table });
    expect(requestsTo(calls.staffResponseTime).at(-1)?.query).toEqual({
      startDate: String(Date.UTC(2026, 10, 1)),
      endDate: String(Date.UTC(2026, 10, 11) - 1),
    });
  });

  it('the staff and category filters narrow the request', async () => {
    onCall(calls.staffResponseTime, () => responseTime());
    renderView(<ResponseTime />);
    await screen.findByRole('table', { name: text.table });
    await userEvent.selectOptions(screen.getByLabelText(text.staff), 'ana');
    await userEvent.selectOptions(screen.getByLabelText(text.category), text.accountCategory);
    await waitFor(() =>
      expect(requestsTo(calls.staffResponseTime).at(-1)?.query).toMatchObject({
        staffId: String(ANA._id),
        category: 'account',
      }),
    );
  });

  it('sorts the per-staff figures by a column', async () => {
    onCall(calls.staffResponseTime, () => responseTime());
    renderView(<ResponseTime />);
    const table = await screen.findByRole('table', { name: text.table });
    const staffOrder = () => firstColumn(table);
    expect(staffOrder()).toEqual(['ana', 'bruno']);
    await userEvent.click(within(table).getByRole('button', { name: text.answers }));
    expect(staffOrder()).toEqual(['bruno', 'ana']);
  });
});

import {
  calls,
  DAY_MS,
  type LeaderboardEntry,
  type UserLeaderboards,
} from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestsTo, respond } from '@portal/shared/testing/fake-api';
import { expectAccessible } from '@portal/ui/testing/expect-accessible';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, expectCurrentSection, renderPanel } from '../../testing/render-panel';

const NOW = Date.UTC(2026, 10, 23, 15, 30);
const TODAY = Date.UTC(2026, 10, 23);

function person(
  _id: number,
  name: string,
  count: number,
  reviews: LeaderboardEntry['reviews'],
): LeaderboardEntry {
  return { _id, name, visualId: `v-${_id}`, power: 0, count, reviews };
}

const BOARDS: UserLeaderboards = {
  range: { start: TODAY - 29 * DAY_MS, end: TODAY + DAY_MS - 1 },
  opened: [
    person(1, 'Lucía Gómez', 1250, { count: 2, averagePoints: 4.5 }),
    person(2, 'Mateo Ruiz', 1, { count: 0, averagePoints: null }),
  ],
  handled: [person(3, 'Carlos Pérez', 3, { count: 1, averagePoints: 11 / 3 })],
  resolved: [],
};

const TEXTS = {
  es: {
    sections: 'Secciones del panel',
    users: 'Usuarios',
    loading: 'Cargando…',
    opened: 'Jugadores que más abrieron',
    handled: 'Equipo que más atendió',
    resolved: 'Equipo que más resolvió',
    // Spanish groups thousands from five digits on.
    lucia: '1Lucía Gómez1250 tickets4,5 de 5 (2 valoraciones)',
    mateo: '2Mateo Ruiz1 ticketSin valoraciones',
    carlos: '1Carlos Pérez3 tickets3,7 de 5 (1 valoración)',
    nobody: 'Nadie en estos días',
    from: 'Desde',
    to: 'Hasta',
    defaultFrom: '25/10/2026',
    defaultTo: '23/11/2026',
    apply: 'Aplicar',
    failed: 'No se pudieron cargar los datos.',
    reviewCard: /^Valoración media/,
  },
  en: {
    sections: 'Panel sections',
    users: 'Users',
    loading: 'Loading…',
    opened: 'Players who opened the most',
    handled: 'Staff who handled the most',
    resolved: 'Staff who resolved the most',
    lucia: '1Lucía Gómez1,250 tickets4.5 of 5 (2 reviews)',
    mateo: '2Mateo Ruiz1 ticketNo reviews',
    carlos: '1Carlos Pérez3 tickets3.7 of 5 (1 review)',
    nobody: 'No one on these days',
    from: 'From',
    to: 'To',
    defaultFrom: '10/25/2026',
    defaultTo: '11/23/2026',
    apply: 'Apply',
    failed: 'The data could not be loaded.',
    reviewCard: /^Average review/,
  },
} as const;

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});
afterEach(() => jest.restoreAllMocks());

const entriesOf = (board: HTMLElement) =>
  within(board)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe.each(['es', 'en'] as const)('the users section in %s', (language) => {
  const text = TEXTS[language];
  beforeEach(async () => {
    await setLanguage(language);
  });

  it('says it is loading, then shows the three boards ranked, with counts and review averages', async () => {
    let answer: () => void = () => {};
    onCall(calls.userLeaderboards, async () => {
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      return BOARDS;
    });
    renderPanel('users');
    expect(screen.getByText(text.loading)).toBeInTheDocument();
    answer();
    const opened = await screen.findByRole('region', { name: text.opened });
    expect(entriesOf(opened)).toEqual([text.lucia, text.mateo]);
    expect(entriesOf(screen.getByRole('region', { name: text.handled }))).toEqual([text.carlos]);
    const resolved = screen.getByRole('region', { name: text.resolved });
    expect(entriesOf(resolved)).toEqual([]);
    expect(resolved).toHaveTextContent(text.nobody);
    // The fields show the server's default period: the last 30 UTC days, today included.
    expect(screen.getByLabelText(text.from)).toHaveValue(text.defaultFrom);
    expect(screen.getByLabelText(text.to)).toHaveValue(text.defaultTo);
    expect(requestsTo(calls.userLeaderboards)[0]?.body).toEqual({
      dateFrom: TODAY - 29 * DAY_MS,
      dateTo: TODAY + DAY_MS - 1,
    });
    expectCurrentSection(text.sections, text.users);
    await expectAccessible();
  });

  it('asks for the chosen whole UTC days on Apply', async () => {
    onCall(calls.userLeaderboards, () => BOARDS);
    renderPanel('users');
    await screen.findByRole('region', { name: text.opened });
    fireEvent.change(screen.getByLabelText(text.from), { target: { value: '2026-11-02' } });
    fireEvent.change(screen.getByLabelText(text.to), { target: { value: '2026-11-03' } });
    await userEvent.click(screen.getByRole('button', { name: text.apply }));
    await waitFor(() =>
      expect(requestsTo(calls.userLeaderboards).at(-1)?.body).toEqual({
        dateFrom: Date.UTC(2026, 10, 2),
        dateTo: Date.UTC(2026, 10, 3) + DAY_MS - 1,
      }),
    );
  });

  it('when the boards cannot be read it says so', async () => {
    onCall(calls.userLeaderboards, () => respond(500, { error: 'boom' }));
    renderPanel('users');
    expect(await screen.findByText(text.failed, {}, { timeout: 4000 })).toBeInTheDocument();
  });

  it('the dashboard’s review card opens this section', async () => {
    onCall(calls.adminStats, () => [{ key: 'averageReviewPoints' as const, value: 4.2 }]);
    onCall(calls.userLeaderboards, () => BOARDS);
    renderPanel('dashboard');
    await userEvent.click(await screen.findByRole('link', { name: text.reviewCard }));
    expect(await screen.findByRole('region', { name: text.opened })).toBeInTheDocument();
    expect(currentLocation()).toBe('/panel#users');
  });
});

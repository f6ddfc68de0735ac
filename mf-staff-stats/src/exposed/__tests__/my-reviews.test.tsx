import { calls } from '@portal/shared/contract';
import { setLanguage } from '@portal/shared/runtime/i18n';
import { onCall, requestsTo } from '@portal/shared/testing/fake-api';
import { expectAccessible } from '@portal/ui/testing/expect-accessible';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { review, reviewSummary } from '../../testing/factories';
import { renderView } from '../../testing/render-view';
import MyReviews from '../my-reviews';

const SUMMARY = reviewSummary([1, 0, 0, 2, 3]);
const FIRST_PAGE = Array.from({ length: 3 }, (_, index) => review(index + 1, { points: 5 }));
const SECOND_PAGE = [
  review(10, { points: 1, comment: 'Nobody answered me', group: 'reports', category: 'cheats' }),
];

function serveTwoPages() {
  onCall(calls.myReviews, ({ query }) =>
    query.cursor === 'page-2'
      ? { summary: SUMMARY, data: SECOND_PAGE, cursor: null, hasMore: false }
      : { summary: SUMMARY, data: FIRST_PAGE, cursor: 'page-2', hasMore: true },
  );
}

const TEXTS = {
  es: {
    loading: 'Cargando…',
    noData: 'No hay datos disponibles',
    average: '4 de 5',
    total: '6 valoraciones',
    fiveStars: '5 estrellas: 3',
    oneStar: '1 estrella: 1',
    starsOf1: '1 de 5 estrellas',
    list: 'Valoraciones recibidas',
    loadMore: 'Cargar más',
    ticket110: 'Ticket n.º 110',
    where: 'Reportes · Trampas',
  },
  en: {
    loading: 'Loading…',
    noData: 'No available data',
    average: '4 out of 5',
    total: '6 reviews',
    fiveStars: '5 stars: 3',
    oneStar: '1 star: 1',
    starsOf1: '1 out of 5 stars',
    list: 'Reviews received',
    loadMore: 'Load more',
    ticket110: 'Ticket #110',
    where: 'Reports · Cheats',
  },
} as const;

describe.each(['es', 'en'] as const)('My Reviews in %s', (language) => {
  const text = TEXTS[language];
  beforeEach(async () => {
    await setLanguage(language);
  });

  it('while loading it says so, then shows the average and how many gave each number of stars', async () => {
    let answer: (value: unknown) => void = () => {};
    onCall(calls.myReviews, () => new Promise((resolve) => (answer = resolve)) as never);
    renderView(<MyReviews />);
    expect(await screen.findByText(text.loading)).toBeInTheDocument();

    answer({ summary: SUMMARY, data: FIRST_PAGE, cursor: null, hasMore: false });
    expect(await screen.findByText(text.average)).toBeInTheDocument();
    expect(screen.getByText(text.total)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: text.fiveStars })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: text.oneStar })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: text.list })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(screen.queryByRole('button', { name: text.loadMore })).not.toBeInTheDocument();
    await expectAccessible();
  });

  it('without reviews it says there is no available data', async () => {
    onCall(calls.myReviews, () => ({
      summary: reviewSummary([0, 0, 0, 0, 0]),
      data: [],
      cursor: null,
      hasMore: false,
    }));
    renderView(<MyReviews />);
    expect(await screen.findByText(text.noData)).toBeInTheDocument();
  });

  it('loads the next page with the cursor; each review links to its ticket', async () => {
    serveTwoPages();
    renderView(<MyReviews />);
    await userEvent.click(await screen.findByRole('button', { name: text.loadMore }));

    const last = (await screen.findByText('Nobody answered me')).closest('li') as HTMLElement;
    expect(requestsTo(calls.myReviews).map((request) => request.query)).toEqual([
      {},
      { cursor: 'page-2' },
    ]);
    expect(within(last).getByRole('img', { name: text.starsOf1 })).toBeInTheDocument();
    expect(within(last).getByText(text.where)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.loadMore })).not.toBeInTheDocument();

    await userEvent.click(within(last).getByRole('link', { name: text.ticket110 }));
    expect(screen.getByTestId('location')).toHaveTextContent('/ticket/110');
  });
});

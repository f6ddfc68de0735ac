import type { MyReviewsPage, StaffStats } from '@portal/shared/contract';
import { LIMITS } from '@portal/shared/contract';
import { sql } from 'kysely';
import { responseTimes } from '../../db/migrations/0015-response-times';
import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { accountIdOf, get, post, postComment } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;
let staff1: number;
let supervisor: number;

useDemoPortal(['player1', 'staff1', 'staff2', 'supervisor1', 'admin1'], (demo) => {
  ({ database, portal, token } = demo);
});

/** A ticket answered and closed by `staff`, then reviewed by its creator. */
async function reviewedTicket(staff: string, points: number): Promise<number> {
  const ticketId = await createSupportTicket(portal, token('player1'));
  await postComment(portal, token(staff), ticketId, 'Revisado.');
  await postComment(portal, token(staff), ticketId, 'Solucionado.');
  expect((await post(portal, token(staff), '/closeTicket', { ticketId })).status).toBe(200);
  const review = await post(portal, token('player1'), '/review', {
    ticketId,
    points,
    comment: `Valoración de ${points}`,
  });
  expect(review.status).toBe(200);
  return ticketId;
}

beforeAll(async () => {
  staff1 = await accountIdOf(database.db, 'staff1');
  supervisor = await accountIdOf(database.db, 'supervisor1');
  await reviewedTicket('staff1', 5);
  await reviewedTicket('staff1', 3);
  await reviewedTicket('supervisor1', 1);
});

const stats = (as: string, staffs: unknown) =>
  post(portal, token(as), '/getStaffStats', { staffs });

describe('POST /api/getStaffStats', () => {
  test.each(['player1', 'staff1', 'staff2'])('when %s asks, then it is a 403', async (as) => {
    expect((await stats(as, [staff1])).status).toBe(403);
  });

  test('when a supervisor asks about two staff members and one without reviews, then each gets their count, average, stars and newest reviews', async () => {
    const admin = await accountIdOf(database.db, 'admin1');
    const response = await stats('supervisor1', [staff1, supervisor, admin]);
    expect(response.status).toBe(200);
    const [first, second, third] = response.body as StaffStats[];
    expect(first).toMatchObject({
      _id: staff1,
      summary: { count: 2, averagePoints: 4, stars: [0, 0, 1, 0, 1] },
    });
    expect(first?.reviews.map((review) => review.points)).toEqual([3, 5]);
    expect(first?.reviews[0]?.reviewer).toMatchObject({ name: 'Lucía Gómez' });
    expect(second?.summary).toEqual({ count: 1, averagePoints: 1, stars: [1, 0, 0, 0, 0] });
    expect(third).toEqual({
      _id: admin,
      summary: { count: 0, averagePoints: null, stars: [0, 0, 0, 0, 0] },
      reviews: [],
    });
  });

  test('when the ticket is reassigned after its review, then the review stays with who was assigned', async () => {
    const [ticket] = await database.db
      .selectFrom('review_staff')
      .select('review_id')
      .where('staff_id', '=', supervisor)
      .execute();
    expect(ticket).toBeDefined();
    await database.db.deleteFrom('ticket_assignees').where('account_id', '=', supervisor).execute();
    const [second] = (await stats('admin1', [supervisor])).body as StaffStats[];
    expect(second?.summary.count).toBe(1);
  });

  test.each([
    [[], /at least one/],
    [Array.from({ length: LIMITS.staffStatsMaxStaff + 1 }, (_, index) => index + 1), /at most/],
    [['1'], /whole numbers|number/],
  ])('when staffs is %j, then it is a 400', async (staffs, message) => {
    const response = await stats('supervisor1', staffs);
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toMatch(message);
  });

  test('when the review figures are filled again from the reviews, then they match what the reviews recorded', async () => {
    const read = async () => ({
      staff: await database.db
        .selectFrom('review_staff')
        .selectAll()
        .orderBy('review_id')
        .orderBy('staff_id')
        .execute(),
      totals: await database.db
        .selectFrom('staff_review_totals')
        .selectAll()
        .orderBy('staff_id')
        .execute(),
    });
    const recorded = await read();
    const fills = responseTimes.statements.filter((statement) =>
      /^insert into (review_staff|staff_review_totals)/.test(statement.trimStart()),
    );
    await database.db.deleteFrom('staff_review_totals').execute();
    await database.db.deleteFrom('review_staff').execute();
    // The reassignment above moved a ticket away: put it back as it was when reviewed.
    await sql`insert into ticket_assignees (ticket_id, account_id)
      select r.ticket_id, ${supervisor} from reviews r
      join tickets t on t.id = r.ticket_id
      where r.points = 1 and not exists (
        select 1 from ticket_assignees a where a.ticket_id = r.ticket_id and a.account_id = ${supervisor})`.execute(
      database.db,
    );
    for (const fill of fills) await sql.raw(fill).execute(database.db);
    expect(fills).toHaveLength(2);
    expect(await read()).toEqual(recorded);
  });
});

describe('GET /api/myReviews', () => {
  test('when a player asks, then it is a 403', async () => {
    expect((await get(portal, token('player1'), '/myReviews')).status).toBe(403);
  });

  test('when staff ask, then they get only the reviews about them, newest first, with the summary', async () => {
    const response = await get(portal, token('staff1'), '/myReviews');
    expect(response.status).toBe(200);
    const page = response.body as MyReviewsPage;
    expect(page.summary).toEqual({ count: 2, averagePoints: 4, stars: [0, 0, 1, 0, 1] });
    expect(page.data.map((review) => review.comment)).toEqual([
      'Valoración de 3',
      'Valoración de 5',
    ]);
    expect(page).toMatchObject({ cursor: null, hasMore: false });
  });

  test('when there are more reviews than a page, then the cursor reads the rest without repeats', async () => {
    for (let index = 0; index < LIMITS.myReviewsPageSize; index += 1) {
      await reviewedTicket('staff1', 4);
    }
    const first = (await get(portal, token('staff1'), '/myReviews')).body as MyReviewsPage;
    expect(first.data).toHaveLength(LIMITS.myReviewsPageSize);
    expect(first.hasMore).toBe(true);
    const second = (await get(portal, token('staff1'), `/myReviews?cursor=${first.cursor ?? ''}`))
      .body as MyReviewsPage;
    const ids = [...first.data, ...second.data].map((review) => review._id);
    expect(new Set(ids).size).toBe(LIMITS.myReviewsPageSize + 2);
    expect(second).toMatchObject({ hasMore: false, cursor: null });
  });

  test.each(['abc', '1.0', '1.2.3', '99999999999999999.1', '1.2147483648', '253402300800000.1'])(
    'when the cursor is %s, then it is a 400',
    async (cursor) => {
      expect((await get(portal, token('staff1'), `/myReviews?cursor=${cursor}`)).status).toBe(400);
    },
  );
});

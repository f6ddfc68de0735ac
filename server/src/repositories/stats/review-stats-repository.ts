import { sql } from 'kysely';
import type { ReviewRow } from '../../db/database';
import type { Executor } from '../executor';

/** A review counts for the staff assigned to the ticket when it was written, and their totals. */
export async function recordReviewStaff(
  db: Executor,
  review: Pick<ReviewRow, 'id' | 'points' | 'created_at'>,
  staffIds: readonly number[],
): Promise<void> {
  if (staffIds.length === 0) return;
  await db
    .insertInto('review_staff')
    .values(
      staffIds.map((staffId) => ({
        review_id: review.id,
        staff_id: staffId,
        points: review.points,
        created_at: review.created_at,
      })),
    )
    .execute();
  const star = review.points;
  const firstStars = [1, 2, 3, 4, 5].map((points) => (points === star ? 1 : 0));
  await sql`
    insert into staff_review_totals as totals (staff_id, reviews, points, stars)
    select staff.id, 1, ${star}, ${sql.val(firstStars)}::integer[]
    from unnest(${sql.val([...staffIds])}::integer[]) as staff(id)
    on conflict (staff_id) do update
      set reviews = totals.reviews + 1,
          points = totals.points + excluded.points,
          stars[${sql.lit(star)}] = totals.stars[${sql.lit(star)}] + 1`.execute(db);
}

export interface ReviewTotals {
  staffId: number;
  reviews: number;
  points: number;
  stars: number[];
}

export async function reviewTotalsOf(
  db: Executor,
  staffIds: readonly number[],
): Promise<Map<number, ReviewTotals>> {
  if (staffIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('staff_review_totals')
    .select(['staff_id', 'reviews', 'points', 'stars'])
    .where('staff_id', 'in', staffIds)
    .execute();
  return new Map(
    rows.map((row) => [
      row.staff_id,
      { staffId: row.staff_id, reviews: row.reviews, points: row.points, stars: row.stars },
    ]),
  );
}

/** The newest reviews about each staff member, `perStaff` each, newest first. */
export async function recentReviewsOf(
  db: Executor,
  staffIds: readonly number[],
  perStaff: number,
): Promise<Map<number, ReviewRow[]>> {
  const byStaff = new Map<number, ReviewRow[]>();
  if (staffIds.length === 0) return byStaff;
  const { rows } = await sql<ReviewRow & { staff_id: number }>`
    select s.staff_id, r.*
    from unnest(${sql.val([...staffIds])}::integer[]) as staff(id)
    cross join lateral (
      select rs.staff_id, rs.review_id from review_staff rs
      where rs.staff_id = staff.id
      order by rs.created_at desc, rs.review_id desc
      limit ${perStaff}
    ) s
    join reviews r on r.id = s.review_id
    order by s.staff_id, r.created_at desc, r.id desc`.execute(db);
  for (const { staff_id, ...review } of rows) {
    byStaff.set(staff_id, [...(byStaff.get(staff_id) ?? []), review]);
  }
  return byStaff;
}

/** One page of the reviews about a staff member, newest first, after the cursor's review. */
export async function reviewsAboutPage(
  db: Executor,
  staffId: number,
  limit: number,
  before?: { at: Date; id: number },
): Promise<ReviewRow[]> {
  let query = db
    .selectFrom('review_staff as rs')
    .innerJoin('reviews as r', 'r.id', 'rs.review_id')
    .selectAll('r')
    .where('rs.staff_id', '=', staffId);
  if (before) {
    query = query.where((eb) =>
      eb(eb.refTuple('rs.created_at', 'rs.review_id'), '<', eb.tuple(before.at, before.id)),
    );
  }
  return query
    .orderBy('rs.created_at', 'desc')
    .orderBy('rs.review_id', 'desc')
    .limit(limit)
    .execute();
}

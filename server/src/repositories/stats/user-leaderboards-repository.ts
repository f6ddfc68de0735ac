import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../executor';

/** A period of time: from `from` (included) to `to` (excluded). */
export interface Period {
  from: Date;
  to: Date;
}

/** One person on a board and how many tickets it counts for them. */
export interface LeaderboardCount {
  account_id: number;
  count: number;
}

/** Reviews in a period: how many and their points, per person. */
export interface ReviewPoints {
  account_id: number;
  reviews: number;
  points: number;
}

/** Most first; equal counts by account id, so the same data always ranks the same way. */
async function topCounts(
  db: Executor,
  counts: RawBuilder<LeaderboardCount>,
  limit: number,
): Promise<LeaderboardCount[]> {
  const { rows } = await sql<LeaderboardCount>`
    select * from (${counts}) c order by c.count desc, c.account_id asc limit ${limit}`.execute(db);
  return rows;
}

/**
 * Accounts whose power today is below `belowPower` by tickets and reports they opened in the
 * period; a range of `tickets_created_at_idx`.
 */
export function topOpeners(db: Executor, period: Period, belowPower: number, limit: number) {
  return topCounts(
    db,
    sql<LeaderboardCount>`
      select t.created_by as account_id, count(*)::int as count
      from tickets t
      join accounts a on a.id = t.created_by
      where t.created_at >= ${period.from} and t.created_at < ${period.to}
        and a.power < ${belowPower}
      group by t.created_by`,
    limit,
  );
}

/**
 * Staff by tickets assigned to them in the period (taken or assigned by an admin) that they still
 * hold: the Staff section's assignments, read from `ticket_assignees_assigned_at_idx` alone.
 */
export function topAssignees(db: Executor, period: Period, limit: number) {
  return topCounts(
    db,
    sql<LeaderboardCount>`
      select ta.account_id, count(*)::int as count
      from ticket_assignees ta
      where ta.assigned_at >= ${period.from} and ta.assigned_at < ${period.to}
      group by ta.account_id`,
    limit,
  );
}

/**
 * Staff by tickets they closed in the period; a ticket closed, reopened and closed again by the
 * same person counts once. Read from `comments_closes_idx` alone.
 */
export function topClosers(db: Executor, period: Period, limit: number) {
  return topCounts(
    db,
    sql<LeaderboardCount>`
      select c.author_id as account_id, count(distinct c.ticket_id)::int as count
      from comments c
      where c.action = 'close' and c.created_at >= ${period.from} and c.created_at < ${period.to}
      group by c.author_id`,
    limit,
  );
}

/** Reviews about each of these staff members written in the period (`review_staff`). */
export async function reviewPointsAbout(
  db: Executor,
  staffIds: readonly number[],
  period: Period,
): Promise<ReviewPoints[]> {
  if (staffIds.length === 0) return [];
  const { rows } = await sql<ReviewPoints>`
    select rs.staff_id as account_id, count(*)::int as reviews, sum(rs.points)::int as points
    from review_staff rs
    where rs.staff_id = any(${sql.val([...staffIds])}::integer[])
      and rs.created_at >= ${period.from} and rs.created_at < ${period.to}
    group by rs.staff_id`.execute(db);
  return rows;
}

/** Reviews each of these accounts wrote in the period (`reviews_reviewer_idx`). */
export async function reviewPointsBy(
  db: Executor,
  reviewerIds: readonly number[],
  period: Period,
): Promise<ReviewPoints[]> {
  if (reviewerIds.length === 0) return [];
  const { rows } = await sql<ReviewPoints>`
    select r.reviewer_id as account_id, count(*)::int as reviews, sum(r.points)::int as points
    from reviews r
    where r.reviewer_id = any(${sql.val([...reviewerIds])}::integer[])
      and r.created_at >= ${period.from} and r.created_at < ${period.to}
    group by r.reviewer_id`.execute(db);
  return rows;
}

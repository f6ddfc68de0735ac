import {
  daysEndingOn,
  type LeaderboardEntry,
  LIMITS,
  POWER,
  type UserLeaderboards,
  type UserLeaderboardsBody,
} from '@portal/shared/contract';
import { presentAccountToAdmin } from '../../presenters/account-presenter';
import { findAccountsByIds } from '../../repositories/accounts/accounts-repository';
import {
  type LeaderboardCount,
  type Period,
  type ReviewPoints,
  reviewPointsAbout,
  reviewPointsBy,
  topAssignees,
  topClosers,
  topOpeners,
} from '../../repositories/stats/user-leaderboards-repository';
import type { ServiceDeps } from '../service-deps';
import { periodEndAfter, periodStartOf } from '../whole-days';

type Reviews = LeaderboardEntry['reviews'];

const NO_REVIEWS: Reviews = { count: 0, averagePoints: null };

function reviewsById(points: readonly ReviewPoints[]): Map<number, Reviews> {
  return new Map(
    points.map((row) => [
      row.account_id,
      { count: row.reviews, averagePoints: row.points / row.reviews },
    ]),
  );
}

/**
 * POST /admin/users/leaderboard (admins): in a period of whole UTC days (the last 30 by
 * default), the `limit` players who opened the most tickets and reports, with the average of the
 * reviews they wrote in it, and the `limit` staff who were assigned (handled) and who closed
 * (resolved) the most tickets, with the average of the reviews about them written in it. Most
 * first; equal counts by account id. Each count is defined at its read
 * (`repositories/stats/user-leaderboards-repository.ts`).
 */
export async function userLeaderboards(
  deps: ServiceDeps,
  body: UserLeaderboardsBody,
  now = Date.now(),
): Promise<UserLeaderboards> {
  const range = daysEndingOn(
    { start: body.dateFrom, end: body.dateTo },
    LIMITS.leaderboardDefaultDays,
    now,
  );
  const period: Period = { from: periodStartOf(range.start), to: periodEndAfter(range.end) };
  const [opened, handled, resolved] = await Promise.all([
    topOpeners(deps.db, period, POWER.staff, body.limit),
    topAssignees(deps.db, period, body.limit),
    topClosers(deps.db, period, body.limit),
  ]);
  const players = opened.map((row) => row.account_id);
  const staff = [...handled, ...resolved].map((row) => row.account_id);
  const [accounts, written, received] = await Promise.all([
    findAccountsByIds(deps.db, [...players, ...staff]),
    reviewPointsBy(deps.db, players, period).then(reviewsById),
    reviewPointsAbout(deps.db, [...new Set(staff)], period).then(reviewsById),
  ]);
  const board = (counts: readonly LeaderboardCount[], reviews: Map<number, Reviews>) =>
    counts.flatMap((row): LeaderboardEntry[] => {
      const account = accounts.get(row.account_id);
      if (!account) return [];
      return [
        {
          ...presentAccountToAdmin(account, deps.pseudonyms),
          count: row.count,
          reviews: reviews.get(row.account_id) ?? NO_REVIEWS,
        },
      ];
    });
  return {
    range,
    opened: board(opened, written),
    handled: board(handled, received),
    resolved: board(resolved, received),
  };
}

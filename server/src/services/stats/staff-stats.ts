import { LIMITS, type StaffStats } from '@portal/shared/contract';
import type { Viewer } from '../../identity/viewer';
import {
  presentReview,
  presentReviewSummary,
  reviewerView,
} from '../../presenters/review-presenter';
import { findAccountsByIds } from '../../repositories/accounts/accounts-repository';
import { recentReviewsOf, reviewTotalsOf } from '../../repositories/stats/review-stats-repository';
import type { ServiceDeps } from '../service-deps';
import { administeredGroupKeys } from './administered-groups';
import { assertCanSeeStatistics } from './statistics-access';

/**
 * POST /getStaffStats (SPEC §7, supervisors): for each staff member asked about, the count,
 * average and stars of every review about them (kept up to date by each review) and their newest
 * reviews.
 */
export async function staffStats(
  deps: ServiceDeps,
  viewer: Viewer,
  staffIds: readonly number[],
): Promise<StaffStats[]> {
  assertCanSeeStatistics(viewer);
  const asked = [...new Set(staffIds)];
  const [totals, recent, administered] = await Promise.all([
    reviewTotalsOf(deps.db, asked),
    recentReviewsOf(deps.db, asked, LIMITS.staffStatsRecentReviews),
    administeredGroupKeys(deps, viewer),
  ]);
  const reviewers = await findAccountsByIds(
    deps.db,
    [...recent.values()].flat().map((review) => review.reviewer_id),
  );
  return asked.map((staffId) => ({
    _id: staffId,
    summary: presentReviewSummary(totals.get(staffId)),
    reviews: (recent.get(staffId) ?? []).flatMap((review) => {
      const reviewer = reviewers.get(review.reviewer_id);
      return reviewer
        ? [presentReview(review, reviewer, reviewerView(review, administered), deps.pseudonyms)]
        : [];
    }),
  }));
}

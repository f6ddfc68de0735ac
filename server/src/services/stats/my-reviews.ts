import { ERROR_CODES, isStaff, LIMITS, type MyReviewsPage } from '@portal/shared/contract';
import { refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import {
  presentReview,
  presentReviewSummary,
  reviewerView,
} from '../../presenters/review-presenter';
import { findAccountsByIds } from '../../repositories/accounts/accounts-repository';
import { reviewsAboutPage, reviewTotalsOf } from '../../repositories/stats/review-stats-repository';
import type { ServiceDeps } from '../service-deps';
import { administeredGroupKeys } from './administered-groups';
import { readCursor, writeCursor } from './newest-first-cursor';

/** GET /myReviews (staff): the reviews about the signed-in staff member, newest first. */
export async function myReviews(
  deps: ServiceDeps,
  viewer: Viewer,
  cursor: string | undefined,
): Promise<MyReviewsPage> {
  if (!isStaff(viewer)) throw refuse({ code: ERROR_CODES.statsStaffOnly });
  const pageSize = LIMITS.myReviewsPageSize;
  const [rows, totals, administered] = await Promise.all([
    reviewsAboutPage(deps.db, viewer.id, pageSize + 1, readCursor(cursor)),
    reviewTotalsOf(deps.db, [viewer.id]),
    administeredGroupKeys(deps, viewer),
  ]);
  const page = rows.slice(0, pageSize);
  const reviewers = await findAccountsByIds(
    deps.db,
    page.map((review) => review.reviewer_id),
  );
  const last = page.at(-1);
  const hasMore = rows.length > pageSize;
  return {
    summary: presentReviewSummary(totals.get(viewer.id)),
    data: page.flatMap((review) => {
      const reviewer = reviewers.get(review.reviewer_id);
      return reviewer
        ? [presentReview(review, reviewer, reviewerView(review, administered), deps.pseudonyms)]
        : [];
    }),
    cursor: hasMore && last ? writeCursor({ at: last.created_at, id: last.id }) : null,
    hasMore,
  };
}

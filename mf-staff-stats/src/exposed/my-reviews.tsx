import { useMyReviewPages } from '@portal/shared/runtime/queries/get-my-reviews';
import type { StaffViewProps } from '@portal/shared/runtime/remotes';
import { Button } from '@portal/ui/button';
import { EmptyState } from '@portal/ui/empty-state';
import { useCatalogNames } from '../components/use-catalog-names';
import { ViewFrame } from '../components/view-frame';
import { ViewLoading } from '../components/view-loading';
import { ReviewItem } from '../features/my-reviews/components/review-item';
import { StarDistribution } from '../features/my-reviews/components/star-distribution';
import { registerStaffStatsTranslations, useStatsT } from '../i18n/use-stats-t';

registerStaffStatsTranslations();

/** `mf_staff_stats/MyReviews` (staff): the reviews of the signed-in staff member (SPEC §2, §6). */
export default function MyReviews(_props: StaffViewProps) {
  const t = useStatsT();
  const { data: pages, error, isLoading, isValidating, size, setSize } = useMyReviewPages();
  const { groupName, categoryName } = useCatalogNames();

  const content = () => {
    if (isLoading) {
      return <ViewLoading height={96} />;
    }
    const first = pages?.[0];
    if (error && !first) return <EmptyState title={t('loadFailed')} />;
    if (!first || first.summary.count === 0) {
      return <EmptyState title={t('noData')} explanation={t('noReviews')} />;
    }
    const reviews = pages.flatMap((page) => page.data);
    const hasMore = pages.at(-1)?.hasMore ?? false;
    const loadingMore = isValidating && size > pages.length;
    return (
      <>
        <StarDistribution summary={first.summary} />
        <ul className="ss-review-list" aria-label={t('reviewList')}>
          {reviews.map((review) => (
            <ReviewItem
              key={review._id}
              review={review}
              groupName={groupName}
              categoryName={categoryName}
            />
          ))}
        </ul>
        {hasMore && (
          <Button onClick={() => void setSize(size + 1)} disabled={loadingMore}>
            {loadingMore ? t('loadingMore') : t('loadMore')}
          </Button>
        )}
      </>
    );
  };

  return (
    <ViewFrame title={t('myReviewsTitle')} intro={t('myReviewsIntro')}>
      {content()}
    </ViewFrame>
  );
}

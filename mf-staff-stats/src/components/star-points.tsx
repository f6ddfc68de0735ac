import { LIMITS } from '@portal/shared/contract';
import { StarIcon } from '@portal/ui/icons';
import { useStatsT } from '../i18n/use-stats-t';
import './star-points.css';

/** 1 to 5 stars as the kit's SVG star, filled up to `points`; read as "4 out of 5 stars". */
export function StarPoints({ points }: { points: number }) {
  const t = useStatsT();
  const stars = Array.from({ length: LIMITS.reviewPointsMax }, (_, index) => index + 1);
  return (
    <span className="ss-stars" role="img" aria-label={t('starsOutOf', { points })}>
      {stars.map((star) => (
        <StarIcon key={star} className={star <= points ? 'ss-star ss-star-on' : 'ss-star'} />
      ))}
    </span>
  );
}

import { LIMITS } from '@portal/shared/contract';
import { StarIcon } from '@portal/ui/icons';
import { useId } from 'react';
import { useDetailT } from '../../../i18n/use-detail-t';

const POINTS = Array.from(
  { length: LIMITS.reviewPointsMax - LIMITS.reviewPointsMin + 1 },
  (_, index) => LIMITS.reviewPointsMin + index,
);

type StarRatingProps = { value: number | null; onChange: (points: number) => void };

/** 1–5 stars as a native radio group: arrows move between stars, each has its own label. */
export function StarRating({ value, onChange }: StarRatingProps) {
  const t = useDetailT();
  const name = useId();
  return (
    <fieldset className="td-stars">
      <legend>{t('reviewPoints')}</legend>
      {POINTS.map((points) => (
        <label key={points} className="td-star" data-lit={value !== null && points <= value}>
          <input
            type="radio"
            name={name}
            value={points}
            checked={value === points}
            onChange={() => onChange(points)}
          />
          <StarIcon className="td-star-icon" />
          <span className="portal-visually-hidden">{t('stars', { count: points })}</span>
        </label>
      ))}
    </fieldset>
  );
}

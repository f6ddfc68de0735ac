import type { ReviewSummary } from '@portal/shared/contract';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { StarIcon } from '@portal/ui/icons';
import { Bar } from '../../../components/bar';
import { StarPoints } from '../../../components/star-points';
import { useStatsT } from '../../../i18n/use-stats-t';
import './star-distribution.css';

/** The average and how many reviews gave 5, 4, 3, 2 and 1 stars. */
export function StarDistribution({ summary }: { summary: ReviewSummary }) {
  const t = useStatsT();
  const language = useLanguage();
  const max = Math.max(0, ...summary.stars);
  const average = summary.averagePoints;
  return (
    <div className="ss-panel ss-distribution">
      <div className="ss-average">
        <span className="ss-average-label">{t('averagePoints')}</span>
        <strong className="ss-average-value">
          {average === null
            ? '—'
            : t('averageOutOf', {
                average: average.toLocaleString(language, { maximumFractionDigits: 2 }),
              })}
        </strong>
        {average !== null && <StarPoints points={Math.round(average)} />}
        <span>{t('reviewTotal', { count: summary.count })}</span>
      </div>
      <ul className="ss-distribution-rows" aria-label={t('distribution')}>
        {summary.stars
          .map((count, index) => ({ stars: index + 1, count }))
          .reverse()
          .map(({ stars, count }) => {
            const label = t('distributionRow', { stars: t('stars', { count: stars }), count });
            return (
              <li key={stars} className="ss-distribution-row">
                <span aria-hidden="true" className="ss-distribution-stars">
                  {stars}
                  <StarIcon />
                </span>
                <Bar
                  label={label}
                  max={max}
                  segments={[{ id: 'stars', value: count, tone: 'warning', label }]}
                />
                <span aria-hidden="true">{count}</span>
              </li>
            );
          })}
      </ul>
    </div>
  );
}

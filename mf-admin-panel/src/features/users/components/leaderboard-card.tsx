import type { LeaderboardEntry } from '@portal/shared/contract';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { Card } from '@portal/ui/card';
import { EmptyState } from '@portal/ui/empty-state';
import { StarIcon } from '@portal/ui/icons';
import type { AdminPanelTranslationKey } from '../../../i18n/translations';
import { usePanelT } from '../../../i18n/use-panel-t';
import './leaderboard.css';

/**
 * One board: its title and what it counts, then each person ranked, most first. People by name
 * only: their faction, rank, level and "important" mark are the game's data, which the panel does
 * not edit.
 */
export function LeaderboardCard({
  title,
  hint,
  entries,
}: {
  title: AdminPanelTranslationKey;
  hint: AdminPanelTranslationKey;
  entries: readonly LeaderboardEntry[];
}) {
  const t = usePanelT();
  const language = useLanguage();
  const numbers = new Intl.NumberFormat(language);
  const average = new Intl.NumberFormat(language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <Card title={t(title)} subtitle={t(hint)}>
      {entries.length === 0 ? (
        <EmptyState title={t('noLeaders')} />
      ) : (
        <ol className="ap-leaderboard">
          {entries.map((entry, index) => (
            <li key={entry._id} className="ap-leader">
              <span className="ap-leader-rank">{numbers.format(index + 1)}</span>
              <span className="ap-leader-name">{entry.name}</span>
              <span className="ap-leader-count">
                {t('ticketCount', { count: entry.count, amount: numbers.format(entry.count) })}
              </span>
              <span className="ap-leader-reviews">
                {entry.reviews.averagePoints === null ? (
                  t('noReviews')
                ) : (
                  <>
                    <StarIcon />
                    {t('reviewAverage', {
                      count: entry.reviews.count,
                      reviews: numbers.format(entry.reviews.count),
                      average: average.format(entry.reviews.averagePoints),
                    })}
                  </>
                )}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

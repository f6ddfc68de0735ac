import type { DetailT } from '../../../i18n/use-detail-t';

const MINUTES_PER_HOUR = 60;
const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** Whole minutes as a reader takes them in: "1 d 15 h", "3 h 5 min", "39 min". */
export function idleDuration(totalMinutes: number, t: DetailT): string {
  const days = Math.floor(totalMinutes / MINUTES_PER_DAY);
  const hours = Math.floor((totalMinutes % MINUTES_PER_DAY) / MINUTES_PER_HOUR);
  const minutes = totalMinutes % MINUTES_PER_HOUR;
  if (days > 0) return t('durationDays', { days, hours });
  if (hours > 0) return t('durationHours', { hours, minutes });
  return t('durationMinutes', { minutes });
}

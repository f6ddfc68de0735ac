import { isInactiveTicket, type Ticket } from '@portal/shared/contract';
import { formatDuration } from '@portal/shared/runtime/format-duration';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { AlarmIcon } from '@portal/ui/icons';
import { useNow } from '../../../components/use-now';
import { useDetailT } from '../../../i18n/use-detail-t';

const MINUTE_MS = 60_000;

/** Staff see it once minutes since the last comment reach the group's threshold (≥ 1). */
export function InactivityWarning({ ticket, minutes }: { ticket: Ticket; minutes: number }) {
  const t = useDetailT();
  const language = useLanguage();
  const now = useNow(MINUTE_MS);
  if (!isInactiveTicket(ticket, minutes, now)) return null;
  // Whole minutes: the warning moves on once a minute.
  const idleMs = Math.floor((now - ticket.lastComment) / MINUTE_MS) * MINUTE_MS;
  return (
    <p className="td-inactive" role="status">
      <AlarmIcon />
      {t('inactiveWarning', { duration: formatDuration(idleMs, language) })}
    </p>
  );
}

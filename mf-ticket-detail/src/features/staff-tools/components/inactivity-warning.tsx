import { isInactiveTicket, type Ticket } from '@portal/shared/contract';
import { AlarmIcon } from '@portal/ui/icons';
import { useNow } from '../../../components/use-now';
import { useDetailT } from '../../../i18n/use-detail-t';
import { idleDuration } from '../rules/idle-duration';

const MINUTE_MS = 60_000;

/** Staff see it once minutes since the last comment reach the group's threshold (≥ 1). */
export function InactivityWarning({ ticket, minutes }: { ticket: Ticket; minutes: number }) {
  const t = useDetailT();
  const now = useNow(MINUTE_MS);
  if (!isInactiveTicket(ticket, minutes, now)) return null;
  const idle = Math.floor((now - ticket.lastComment) / MINUTE_MS);
  return (
    <p className="td-inactive" role="status">
      <AlarmIcon />
      {t('inactiveWarning', { duration: idleDuration(idle, t) })}
    </p>
  );
}

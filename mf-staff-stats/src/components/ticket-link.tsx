import { ticketPath } from '@portal/shared/runtime/routes';
import { Link } from 'react-router-dom';
import { useStatsT } from '../i18n/use-stats-t';

/** Opens the ticket's detail modal (`/ticket/{id}`). */
export function TicketLink({ ticketId }: { ticketId: number }) {
  const t = useStatsT();
  return (
    <Link to={ticketPath(ticketId)} aria-label={t('ticketNumber', { id: ticketId })}>
      #{ticketId}
    </Link>
  );
}

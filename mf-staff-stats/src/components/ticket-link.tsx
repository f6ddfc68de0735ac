import { ticketOver } from '@portal/shared/runtime/routes';
import { Link, useLocation } from '@portal/shared/runtime/routing';
import { useStatsT } from '../i18n/use-stats-t';

/** Opens the ticket's detail modal (`/ticket/{id}`) over this view, which closing returns to. */
export function TicketLink({ ticketId }: { ticketId: number }) {
  const t = useStatsT();
  return (
    <Link {...ticketOver(ticketId, useLocation())} aria-label={t('ticketNumber', { id: ticketId })}>
      #{ticketId}
    </Link>
  );
}

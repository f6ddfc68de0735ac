import { TICKET_STATUS, type TicketStatus } from '@portal/shared/contract';
import { useTicketsT } from '../../../i18n/use-tickets-t';

/** Closed is a red cross (SPEC §2); open is a calm dot. */
export function StatusIcon({ status }: { status: TicketStatus }) {
  const t = useTicketsT();
  const closed = status === TICKET_STATUS.closed;
  const label = closed ? t('statusClosed') : t('statusOpened');
  return (
    <span
      className={closed ? 'tk-status tk-status-closed' : 'tk-status tk-status-opened'}
      role="img"
      aria-label={label}
      title={label}
    >
      {closed ? (
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2.4" />
        </svg>
      ) : (
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <circle cx="8" cy="8" r="5" fill="currentColor" />
        </svg>
      )}
    </span>
  );
}

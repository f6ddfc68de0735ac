import { TICKET_STATUS, TICKET_TYPE, type Ticket } from '@portal/shared/contract';
import { useTicketsT } from '../../../i18n/use-tickets-t';

type IconKind = 'closed' | 'reportInProgress' | 'opened';

function iconKind(ticket: Pick<Ticket, 'status' | 'type'>): IconKind {
  if (ticket.status === TICKET_STATUS.closed) return 'closed';
  return ticket.type === TICKET_TYPE.report ? 'reportInProgress' : 'opened';
}

const ICON_PATHS: Record<IconKind, React.ReactNode> = {
  closed: <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2.4" />,
  reportInProgress: (
    <>
      <path d="M8 1.5L15 14H1z" fill="currentColor" />
      <path d="M8 6v4M8 11.4v1.2" stroke="var(--tk-surface)" strokeWidth="1.8" />
    </>
  ),
  opened: <circle cx="8" cy="8" r="5" fill="currentColor" />,
};

const LABEL_KEYS = {
  closed: 'statusClosed',
  reportInProgress: 'statusReportInProgress',
  opened: 'statusOpened',
} as const;

/** Closed is a red cross; a report in progress a flashing warning (still when motion is reduced). */
export function StatusIcon({ ticket }: { ticket: Pick<Ticket, 'status' | 'type'> }) {
  const t = useTicketsT();
  const kind = iconKind(ticket);
  const label = t(LABEL_KEYS[kind]);
  return (
    <span className={`tk-status tk-status-${kind}`} role="img" aria-label={label} title={label}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        {ICON_PATHS[kind]}
      </svg>
    </span>
  );
}

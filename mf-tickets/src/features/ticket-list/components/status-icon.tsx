import { TICKET_STATUS, TICKET_TYPE, type Ticket } from '@portal/shared/contract';
import { AlertIcon, ClosedIcon } from '@portal/ui/icons';
import { useListT } from '../../../i18n/use-list-t';

type IconKind = 'closed' | 'reportInProgress' | 'opened';

function iconKind(ticket: Pick<Ticket, 'status' | 'type'>): IconKind {
  if (ticket.status === TICKET_STATUS.closed) return 'closed';
  return ticket.type === TICKET_TYPE.report ? 'reportInProgress' : 'opened';
}

const ICONS: Record<IconKind, React.ReactNode> = {
  closed: <ClosedIcon size={18} />,
  reportInProgress: <AlertIcon size={18} />,
  // An open ticket is a plain green dot (CSS): the usual state needs no symbol.
  opened: null,
};

const LABEL_KEYS = {
  closed: 'statusClosed',
  reportInProgress: 'statusReportInProgress',
  opened: 'statusOpened',
} as const;

/** Closed is a red cross; a report in progress a flashing warning (still when motion is reduced). */
export function StatusIcon({ ticket }: { ticket: Pick<Ticket, 'status' | 'type'> }) {
  const t = useListT();
  const kind = iconKind(ticket);
  const label = t(LABEL_KEYS[kind]);
  return (
    <span className={`tk-status tk-status-${kind}`} role="img" aria-label={label} title={label}>
      {ICONS[kind]}
    </span>
  );
}

import type { AuditEntry } from '@portal/shared/contract';
import { adminIncidentPath, ticketOver } from '@portal/shared/runtime/routes';
import { Link, useLocation } from '@portal/shared/runtime/routing';
import type { DataTableColumn } from '@portal/ui/data-table';
import { Fragment } from 'react';
import { AtTime } from '../../../components/at-time';
import { usePanelT } from '../../../i18n/use-panel-t';
import { ACTION_LABELS, TARGET_KIND_LABELS } from '../rules/audit-labels';
import { AuditChanges } from './audit-changes';

const WHOLE_NUMBER = /^[1-9]\d{0,9}$/;

/** A client address that may break after each colon (IPv6 is one long word; IPv4 stays whole). */
function AddressCell({ address }: { address: string | null }) {
  if (address === null) return '—';
  return address.split(':').map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address never move
    <Fragment key={index}>
      {index > 0 && (
        <>
          :<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

/** Who made the change: the provider or the portal itself, else the person (and their token). */
function WhoCell({ entry }: { entry: AuditEntry }) {
  const t = usePanelT();
  if (entry.via === 'provider') return t('auditViaProvider');
  if (entry.via === 'portal') return t('auditViaPortal');
  const name = entry.actor?.name ?? '—';
  if (entry.tokenId === null) return name;
  return (
    <span className="ap-cell-lines">
      <span>{name}</span>
      <span>{t('auditWithToken', { id: entry.tokenId })}</span>
    </span>
  );
}

/** The thing's kind, then its id: a number as `#12` (a ticket's and an incident's open them). */
function TargetCell({ target }: { target: AuditEntry['target'] }) {
  const t = usePanelT();
  const location = useLocation();
  const id = WHOLE_NUMBER.test(target.id) ? Number(target.id) : undefined;
  const shownId =
    id === undefined ? (
      target.id
    ) : target.kind === 'ticket' ? (
      <Link {...ticketOver(id, location)} aria-label={t('ticketNumber', { id })}>
        #{id}
      </Link>
    ) : target.kind === 'incident' ? (
      <Link to={adminIncidentPath(id)} aria-label={t('auditIncidentNumber', { id })}>
        #{id}
      </Link>
    ) : (
      `#${id}`
    );
  return (
    <span className="ap-cell-lines">
      <span>{t(TARGET_KIND_LABELS[target.kind])}</span>
      <span className="ap-audit-target-id">{shownId}</span>
    </span>
  );
}

/** The trail's columns: when, who, from where, what was done, to what, and what changed. */
export function useAuditColumns(): DataTableColumn<AuditEntry>[] {
  const t = usePanelT();
  return [
    { id: 'at', header: t('auditWhen'), cell: (entry) => <AtTime at={entry.at} /> },
    { id: 'who', header: t('auditWho'), cell: (entry) => <WhoCell entry={entry} /> },
    {
      id: 'address',
      header: t('auditAddress'),
      cell: (entry) => <AddressCell address={entry.address} />,
    },
    { id: 'action', header: t('auditAction'), cell: (entry) => t(ACTION_LABELS[entry.action]) },
    {
      id: 'target',
      header: t('auditTarget'),
      cell: (entry) => <TargetCell target={entry.target} />,
    },
    {
      id: 'changes',
      header: t('auditChanges'),
      cell: (entry) => <AuditChanges changes={entry.changes} />,
    },
  ];
}

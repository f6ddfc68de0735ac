import { TICKET_TYPE, type Ticket, type TicketType } from '@portal/shared/contract';
import { useAccountName } from '@portal/shared/runtime/account-name';
import { useLocalized } from '@portal/shared/runtime/i18n';
import { useRoles } from '@portal/shared/runtime/queries/get-roles';
import { useResolutionName } from '@portal/shared/runtime/resolution-name';
import type { DataTableColumn } from '@portal/ui/data-table';
import { usePanelT } from '../../../i18n/use-panel-t';

/** Role key → name; GET /roles only when a shown ticket is assigned to a role. */
function useRoleNameOf(rows: readonly Ticket[]) {
  const needed = rows.some((ticket) => ticket.roleAssignees.length > 0);
  const { data: roles } = useRoles(needed, { quiet: true });
  const localized = useLocalized();
  return (key: string) => {
    const role = roles?.find((candidate) => candidate.key === key);
    return role ? localized(role.name) : key;
  };
}

/**
 * Who a ticket is assigned to (members and roles), and for reports the accused and the
 * resolution: what an admin looks for in a report's outcome.
 */
export function usePeopleColumns(
  type: TicketType,
  rows: readonly Ticket[],
): DataTableColumn<Ticket>[] {
  const t = usePanelT();
  const accountName = useAccountName();
  const resolutionName = useResolutionName();
  const roleName = useRoleNameOf(rows);
  const assignees: DataTableColumn<Ticket> = {
    id: 'assignees',
    header: t('assignees'),
    fullText: (ticket) =>
      [...ticket.assignees.map(accountName), ...ticket.roleAssignees.map(roleName)].join(', ') ||
      t('noAssignee'),
  };
  if (type !== TICKET_TYPE.report) return [assignees];
  return [
    {
      id: 'accused',
      header: t('accused'),
      cell: (ticket) => (ticket.reportAccused ? accountName(ticket.reportAccused) : ''),
    },
    assignees,
    {
      id: 'resolution',
      header: t('resolution'),
      cell: (ticket) => resolutionName(ticket.resolution ?? 'unresolved'),
    },
  ];
}

import { isGroupAdmin, isSuperAdmin, type TicketType } from '@portal/shared/contract';
import type { Viewer } from '../../identity/viewer';
import type { GroupWithAdminRoles } from '../../repositories/community-repository';
import type { VisibilityViewer } from '../../repositories/ticket-list/ticket-visibility-sql';

/** Who a list is for, as far as the SQL cares. */
export type ListViewer = Pick<Viewer, 'id' | 'power' | 'adminRoles'>;

/** The viewer as the visibility SQL needs them, their administered groups resolved once. */
export function visibilityViewer(
  viewer: ListViewer,
  groups: readonly GroupWithAdminRoles[],
): VisibilityViewer {
  return {
    id: viewer.id,
    power: viewer.power,
    adminRoles: viewer.adminRoles,
    isSuperAdmin: isSuperAdmin(viewer),
    adminGroups: groups.filter((group) => isGroupAdmin(viewer, group)).map((group) => group.key),
  };
}

/** One tab's list: groups of the other tab hold none of its tickets (badges count both tabs). */
export function tabVisibilityViewer(
  viewer: ListViewer,
  groups: readonly GroupWithAdminRoles[],
  type: TicketType,
): VisibilityViewer {
  return visibilityViewer(
    viewer,
    groups.filter((group) => group.ticket_type === type),
  );
}

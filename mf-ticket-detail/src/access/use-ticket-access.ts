import type { Group, Ticket, Viewer } from '@portal/shared/contract';
import { useViewer } from '@portal/shared/runtime/viewer';
import { useMemo } from 'react';
import { type TicketAccess, ticketAccess } from './ticket-access';

/**
 * The permission viewer of this page: identified by visualId (what tickets carry), with the
 * roles remembered from the login answer. Without that answer (SSO, in-game launch code) the
 * account id stands in, so checks that need the viewer's own identity simply stay false.
 */
export function usePermissionViewer(): Viewer | null {
  const { accountId, account, power } = useViewer();
  return useMemo(() => {
    if (accountId === null || power === undefined) return null;
    return {
      id: account?.visualId ?? `account:${accountId}`,
      power,
      adminRoles: account?.adminRoles ?? [],
    };
  }, [accountId, account?.visualId, account?.adminRoles, power]);
}

export function useTicketAccess(
  ticket: Ticket | undefined,
  group: Group | undefined,
): TicketAccess {
  const viewer = usePermissionViewer();
  const visualId = useViewer().account?.visualId ?? null;
  const adminRoles = group?.adminRoles;
  return useMemo(
    () => ticketAccess(viewer, visualId, { adminRoles: adminRoles ?? [] }, ticket),
    [viewer, visualId, adminRoles, ticket],
  );
}

import { useGroups } from '@portal/shared/runtime/queries/get-groups';
import { useViewer } from '@portal/shared/runtime/viewer';
import { useMemo } from 'react';
import type { MatchContext } from '../cache/upsert-ticket';

/**
 * What live list updates judge filters and order against: the viewer's id and roles, which
 * groups are web, and each category's weight.
 */
export function useMatchContext(): MatchContext {
  const { accountId, account } = useViewer();
  const { data: groups } = useGroups();
  const adminRoles = account?.adminRoles;
  return useMemo(() => {
    const weights = new Map(
      (groups ?? []).flatMap((group) =>
        group.categories.map((category) => [`${group.key}/${category.key}`, category.weight]),
      ),
    );
    return {
      viewerId: accountId,
      adminRoles: adminRoles ?? [],
      webGroups: new Map((groups ?? []).map((group) => [group.key, group.isWeb])),
      categoryWeight: (ticket) => weights.get(`${ticket.group}/${ticket.category}`) ?? 0,
    };
  }, [accountId, adminRoles, groups]);
}

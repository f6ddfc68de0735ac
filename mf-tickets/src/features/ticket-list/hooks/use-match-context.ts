import { useViewer } from '@portal/shared/runtime/viewer';
import { useMemo } from 'react';
import { useGroups } from '../../../api/get-groups';
import type { MatchContext } from '../cache/upsert-ticket';

/** What live list updates judge filters against: the viewer's id and which groups are web. */
export function useMatchContext(): MatchContext {
  const { accountId } = useViewer();
  const { data: groups } = useGroups();
  return useMemo(
    () => ({
      viewerId: accountId,
      webGroups: new Map((groups ?? []).map((group) => [group.key, group.isWeb])),
    }),
    [accountId, groups],
  );
}

import { isStaff, type PublicAccount } from '@portal/shared/contract';
import { useViewer } from '@portal/shared/runtime/viewer';

/** The viewer as a ticket shows them (an assignee, a comment's author), for changes shown at once. */
export function useViewerAsAccount(): PublicAccount | null {
  const { account } = useViewer();
  if (!account) return null;
  const { visualId, name, _id, power } = account;
  return { visualId, isStaff: isStaff(account), name, _id, power };
}

import { type Group, namesCreatorByHashId, type Ticket } from '@portal/shared/contract';
import { useAccountName } from '@portal/shared/runtime/account-name';
import type { StaffInputOptions } from '../features/comment-input/components/comment-input';

/**
 * Staff-only toggle and canned answers for admins of the ticket. Canned answers are written in
 * Spanish, so the group and category placeholders take their Spanish names; on a report the
 * creator is named by hash id (`namesCreatorByHashId`).
 */
export function useStaffInputOptions(
  ticket: Ticket | undefined,
  group: Group | undefined,
  allowed: boolean,
): StaffInputOptions | undefined {
  const nameOf = useAccountName();
  if (!allowed || !ticket) return undefined;
  const category = group?.categories.find((item) => item.key === ticket.category);
  return {
    cannedAnswers: group?.precannedAnswers ?? [],
    placeholders: {
      creator: namesCreatorByHashId(ticket.type)
        ? ticket.createdBy.visualId
        : nameOf(ticket.createdBy),
      group: group?.name.es ?? ticket.group,
      category: category?.title.es ?? ticket.category,
    },
  };
}

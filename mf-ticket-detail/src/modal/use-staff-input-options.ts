import { type Group, replyCreatorName, type Ticket } from '@portal/shared/contract';
import type { StaffInputOptions } from '../features/comment-input/components/comment-input';

/**
 * Staff-only toggle and canned answers for admins of the ticket. Canned answers are written in
 * Spanish, so the group and category placeholders take their Spanish names; the creator is
 * addressed as the server's suggestions address them (`replyCreatorName`).
 */
export function useStaffInputOptions(
  ticket: Ticket | undefined,
  group: Group | undefined,
  allowed: boolean,
): StaffInputOptions | undefined {
  if (!allowed || !ticket) return undefined;
  const category = group?.categories.find((item) => item.key === ticket.category);
  return {
    cannedAnswers: group?.precannedAnswers ?? [],
    placeholders: {
      creator: replyCreatorName(ticket.type, ticket.createdBy),
      group: group?.name.es ?? ticket.group,
      category: category?.title.es ?? ticket.category,
    },
  };
}

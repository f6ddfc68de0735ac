import type { CommentFacts, GroupFacts, TicketFacts, Viewer } from './facts';
import { isGroupAdmin } from './ticket-access';

/** Only the author, and only while admin of the group; logged actions are never edited. */
export function canEditComment(
  viewer: Viewer,
  group: GroupFacts,
  ticket: TicketFacts,
  comment: CommentFacts,
): boolean {
  return (
    comment.action === '' && comment.authorId === viewer.id && isGroupAdmin(viewer, group, ticket)
  );
}

/** An admin whose power is at least the author's; logged actions stay. */
export function canDeleteComment(
  viewer: Viewer,
  group: GroupFacts,
  ticket: TicketFacts,
  comment: CommentFacts,
): boolean {
  return (
    comment.action === '' &&
    viewer.power >= comment.authorPower &&
    isGroupAdmin(viewer, group, ticket)
  );
}

import type { TicketComment } from '@portal/shared/contract';

/** What the panel asks suggestions for, or why it cannot ask yet. */
export type CommentToAnswer =
  | { kind: 'comment'; comment: TicketComment }
  | { kind: 'loading' }
  | { kind: 'newerUnloaded' }
  | { kind: 'none' };

function isPublicMessage(comment: TicketComment): boolean {
  return comment.action === '' && !comment.staffOnly;
}

/**
 * The comment a reply would answer: the latest public message of a player (the creator, the
 * accused, a partner); when staff have written every message, the latest public message. Staff
 * notes are never answered (nor sent to a model), logged actions are no messages. `thread` is
 * oldest first; while newer pages are unloaded the latest comment is unknown.
 */
export function commentToAnswer(
  thread: readonly TicketComment[] | null,
  complete: boolean,
): CommentToAnswer {
  if (thread === null) return { kind: 'loading' };
  if (!complete) return { kind: 'newerUnloaded' };
  const messages = thread.filter(isPublicMessage);
  const comment = messages.findLast((item) => !item.createdBy.isStaff) ?? messages.at(-1);
  return comment ? { kind: 'comment', comment } : { kind: 'none' };
}

import type { TicketStatus, TicketType } from '../limits';
import type { CommentAction } from '../schemas/comment';

/**
 * Who an account is, for permission checks. `id` is any stable identity used the same way in every
 * fact of one check: the account `_id` on the server, or the `visualId` in a front end.
 */
export type AccountRef = number | string;

export interface Viewer {
  id: AccountRef;
  power: number;
  /** Role keys the viewer holds. */
  adminRoles: readonly string[];
}

export interface GroupFacts {
  /** Role keys that administer the group. */
  adminRoles: readonly string[];
}

export interface TicketFacts {
  type: TicketType;
  status: TicketStatus;
  creatorId: AccountRef;
  assigneeIds: readonly AccountRef[];
  /** Role keys the ticket is assigned to. */
  roleAssignees: readonly string[];
  accusedId?: AccountRef | null;
  partnerIds?: readonly AccountRef[];
}

export interface ReviewFacts {
  creatorId: AccountRef;
  status: TicketStatus;
  reviewed: boolean;
  commentsCount: number;
}

export interface CommentFacts {
  authorId: AccountRef;
  authorPower: number;
  action: CommentAction;
}

/** One comment of a thread, oldest first, as far as request-more-responses cares. */
export interface ThreadEntry {
  byStaff: boolean;
  action: CommentAction;
  staffOnly: boolean;
}

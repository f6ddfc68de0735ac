import {
  actingOn,
  canAdministerTicket,
  canAssign,
  canClose,
  canComment,
  canCommentStaffOnly,
  canDeleteComment,
  canEditComment,
  canRateAiReply,
  canReopen,
  canRequestMoreResponses,
  canReview,
  canSeeTicketPresence,
  canTake,
  type GroupFacts,
  isStaff,
  isStaffOn,
  POWER,
  type ThreadEntry,
  TICKET_TYPE,
  type Ticket,
  type TicketComment,
  type TicketFacts,
  type Viewer,
} from '@portal/shared/contract';

/** What the viewer may do on this ticket, from the SPEC §6 rules of the contract. */
export interface TicketAccess {
  /** The viewer's visualId, when known (identity inside permission checks). */
  viewerId: string | null;
  isStaff: boolean;
  canAdminister: boolean;
  canTake: boolean;
  canAssign: boolean;
  canClose: boolean;
  canReopen: boolean;
  canCommentStaffOnly: boolean;
  canReview: boolean;
  /** Staff acting as staff here (not a party of the report): sees which replies AI suggested. */
  seesAiMarks: boolean;
  /** The suggestion panel: staff acting as staff who may comment on the ticket now. */
  canUseSuggestions: boolean;
  canRateAiReplies: boolean;
  /** Sees which other staff have the ticket open and who is typing (issue 32.1). */
  seesPresence: boolean;
  /** A report seen by staff acting as staff: its other reports against the same player (32.2). */
  seesRelatedReports: boolean;
  canEdit: (comment: TicketComment) => boolean;
  canDelete: (comment: TicketComment) => boolean;
  canRequestMore: (thread: readonly TicketComment[]) => boolean;
}

/** A front end identifies accounts by visualId (the server sends `_id` to admins only). */
export function ticketFacts(ticket: Ticket): TicketFacts {
  return {
    type: ticket.type,
    status: ticket.status,
    creatorId: ticket.createdBy.visualId,
    assigneeIds: ticket.assignees.map((account) => account.visualId),
    roleAssignees: ticket.roleAssignees,
    accusedId: ticket.reportAccused?.visualId ?? null,
    partnerIds: (ticket.reportPartners ?? []).map((account) => account.visualId),
  };
}

function commentFacts(comment: TicketComment) {
  // Admins receive the author's power; without it staff count as the lowest staff power.
  const fallbackPower = comment.createdBy.isStaff ? POWER.staff : 0;
  return {
    authorId: comment.createdBy.visualId,
    authorPower: comment.createdBy.power ?? fallbackPower,
    action: comment.action,
  };
}

export function threadEntries(thread: readonly TicketComment[]): ThreadEntry[] {
  return thread.map((comment) => ({
    byStaff: comment.createdBy.isStaff,
    action: comment.action,
    staffOnly: comment.staffOnly,
  }));
}

const NOBODY: TicketAccess = {
  viewerId: null,
  isStaff: false,
  canAdminister: false,
  canTake: false,
  canAssign: false,
  canClose: false,
  canReopen: false,
  canCommentStaffOnly: false,
  canReview: false,
  seesAiMarks: false,
  canUseSuggestions: false,
  canRateAiReplies: false,
  seesPresence: false,
  seesRelatedReports: false,
  canEdit: () => false,
  canDelete: () => false,
  canRequestMore: () => false,
};

/** `visualId` is the viewer's own visualId when known (it may differ from `viewer.id`). */
export function ticketAccess(
  viewer: Viewer | null,
  visualId: string | null,
  group: GroupFacts,
  ticket: Ticket | undefined,
): TicketAccess {
  if (!viewer || !ticket) return { ...NOBODY, viewerId: visualId };
  const facts = ticketFacts(ticket);
  return {
    viewerId: visualId,
    isStaff: isStaff(viewer),
    canAdminister: canAdministerTicket(viewer, group, facts),
    canTake: canTake(viewer, group, facts),
    canAssign: canAssign(viewer, group, facts),
    canClose: canClose(viewer, group, facts),
    canReopen: canReopen(viewer, group, facts),
    canCommentStaffOnly: canCommentStaffOnly(viewer, group, facts),
    canReview: canReview(viewer, { ...ticket, creatorId: facts.creatorId }),
    seesAiMarks: isStaffOn(viewer, facts),
    canUseSuggestions: isStaffOn(viewer, facts) && canComment(viewer, group, facts),
    canRateAiReplies: canRateAiReply(actingOn(viewer, facts)),
    seesPresence: canSeeTicketPresence(viewer, group, facts),
    seesRelatedReports: facts.type === TICKET_TYPE.report && isStaffOn(viewer, facts),
    canEdit: (comment) => canEditComment(viewer, group, facts, commentFacts(comment)),
    canDelete: (comment) => canDeleteComment(viewer, group, facts, commentFacts(comment)),
    canRequestMore: (thread) => canRequestMoreResponses(viewer, facts, threadEntries(thread)),
  };
}

import { COMMENT_ACTIONS, type CommentFacts, type canEditComment } from '@portal/shared/contract';
import type { CommentRow } from '../../db/database';
import type { TicketRecord } from '../../domain/ticket-record';
import type { Viewer } from '../../identity/viewer';
import { findAccountById } from '../../repositories/accounts/accounts-repository';
import type { Executor } from '../../repositories/executor';

function commentFacts(comment: CommentRow, authorPower: number): CommentFacts {
  return {
    authorId: comment.author_id,
    authorPower,
    action: COMMENT_ACTIONS.find((action) => action === comment.action) ?? '',
  };
}

/** A SPEC §6 comment rule of the contract: `canEditComment` or `canDeleteComment`. */
type CommentRule = typeof canEditComment;

/** Whether `rule` lets the viewer act on this comment (the rules weigh the author's power). */
export async function commentRuleAllows(
  db: Executor,
  viewer: Viewer,
  comment: CommentRow,
  record: TicketRecord,
  rule: CommentRule,
): Promise<boolean> {
  const author = await findAccountById(db, comment.author_id);
  return rule(viewer, record.group, record.facts, commentFacts(comment, author?.power ?? 0));
}

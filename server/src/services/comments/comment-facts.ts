import { COMMENT_ACTIONS, type CommentFacts } from '@portal/shared/contract';
import type { CommentRow } from '../../db/database';

export function commentFacts(comment: CommentRow, authorPower: number): CommentFacts {
  return {
    authorId: comment.author_id,
    authorPower,
    action: COMMENT_ACTIONS.find((action) => action === comment.action) ?? '',
  };
}

import { COMMENT_ACTIONS, type CommentAction, type TicketComment } from '@portal/shared/contract';
import type { CommentRow } from '../db/database';
import type { HistoryEntry } from '../repositories/comments-repository';
import { presentPublicAccount } from './account-presenter';
import type { PeopleView } from './people-view';
import type { PresentationContext } from './presentation-context';

function actionOf(value: string): CommentAction {
  return COMMENT_ACTIONS.find((action) => action === value) ?? '';
}

type PresenterContext = Pick<PresentationContext, 'accounts' | 'pseudonyms'>;

/**
 * Assign/unassign events carry their target in the message: the assignee's real name for viewers
 * allowed to see names, their pseudonym as this viewer sees it otherwise. Role events keep the
 * role key as written.
 */
function messageOf(row: CommentRow, view: PeopleView, context: PresenterContext): string {
  if (row.target_account_id === null) return row.message;
  const target = context.accounts.get(row.target_account_id);
  if (!target) return '';
  const shown = presentPublicAccount(target, view, context.pseudonyms);
  return shown.name ?? shown.visualId;
}

/** Shapes one comment for one viewer; people are shown as the view allows. */
export function presentComment(
  row: CommentRow,
  history: readonly HistoryEntry[],
  view: PeopleView,
  context: PresenterContext,
): TicketComment {
  const author = context.accounts.get(row.author_id);
  if (!author) throw new Error(`Comment ${row.id} has no author account`);
  return {
    _id: row.id,
    ticketId: row.ticket_id,
    message: messageOf(row, view, context),
    action: actionOf(row.action),
    createdBy: presentPublicAccount(author, view, context.pseudonyms),
    timestamp: row.created_at.getTime(),
    staffOnly: row.staff_only,
    edited: row.edited,
    messageHistory: history.map((entry) => ({
      message: entry.message,
      timestamp: entry.createdAt.getTime(),
    })),
    aiGenerated: row.ai_generated,
  };
}

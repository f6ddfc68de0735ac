import { COMMENT_ACTIONS, type CommentAction, type TicketComment } from '@portal/shared/contract';
import type { CommentRow } from '../db/database';
import type { HistoryEntry } from '../repositories/tickets/comments-repository';
import { presentPublicAccount } from './account-presenter';
import type { PeopleView } from './people-view';
import type { PresentationContext } from './presentation-context';

function actionOf(value: string): CommentAction {
  return COMMENT_ACTIONS.find((action) => action === value) ?? '';
}

type PresenterContext = Pick<PresentationContext, 'accounts' | 'pseudonyms'>;

/**
 * Assign/unassign events name their target as an account presented like any other (so a player
 * sees staff only as support); role events keep the role key in the message.
 */
function assigneeOf(
  row: CommentRow,
  view: PeopleView,
  context: PresenterContext,
): Pick<TicketComment, 'assignee'> {
  if (row.target_account_id === null) return {};
  const target = context.accounts.get(row.target_account_id);
  return target ? { assignee: presentPublicAccount(target, view, context.pseudonyms) } : {};
}

/**
 * The text: a role event's role key, a report's close its resolution (for staff: its players are
 * not told the outcome in the thread), nothing else for an action naming an account.
 */
function messageOf(row: CommentRow, view: PeopleView): string {
  if (row.target_account_id !== null) return '';
  if (row.action === 'close' && view.disclosure === 'playerView') return '';
  return row.message;
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
    message: messageOf(row, view),
    action: actionOf(row.action),
    createdBy: presentPublicAccount(author, view, context.pseudonyms),
    ...assigneeOf(row, view, context),
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

import type { TicketComment } from '@portal/shared/contract';
import type { CommentRow } from '../../db/database';
import type { Pseudonyms } from '../../identity/visual-ids';
import { presentComment } from '../../presenters/comment-presenter';
import type { PeopleView } from '../../presenters/people-view';
import {
  findAccountsByIds,
  findCommentAccounts,
  type ShownAccount,
} from '../../repositories/accounts/accounts-repository';
import type { Executor } from '../../repositories/executor';
import {
  findCommentById,
  findHistories,
  type HistoryEntry,
} from '../../repositories/tickets/comments-repository';

/** What presenting some comments reads: their authors' and targets' accounts, their edit histories. */
export interface CommentsPeople {
  rows: readonly CommentRow[];
  accounts: Map<number, ShownAccount>;
  histories: Map<number, HistoryEntry[]>;
}

/** The accounts comments name: their authors, and the targets of assignments. */
export function commentAccountIds(rows: readonly CommentRow[]): number[] {
  return rows.flatMap((row) =>
    row.target_account_id === null ? [row.author_id] : [row.author_id, row.target_account_id],
  );
}

export async function loadCommentsPeople(
  db: Executor,
  rows: readonly CommentRow[],
): Promise<CommentsPeople> {
  const [accounts, histories] = await Promise.all([
    findAccountsByIds(db, commentAccountIds(rows)),
    findHistories(
      db,
      rows.filter((row) => row.edited).map((row) => row.id),
    ),
  ]);
  return { rows, accounts, histories };
}

/**
 * One comment and what presenting it reads, by its id (the live channel's path): the row and the
 * accounts it names at once, its edit history only when it was edited (a new comment never was).
 */
export async function loadCommentPeopleById(
  db: Executor,
  commentId: number,
): Promise<CommentsPeople | undefined> {
  const [row, accounts] = await Promise.all([
    findCommentById(db, commentId),
    findCommentAccounts(db, commentId),
  ]);
  if (!row) return undefined;
  const histories = row.edited ? await findHistories(db, [commentId]) : new Map();
  return { rows: [row], accounts, histories };
}

/** Shapes loaded comments for one view (the live channel shapes the same comments for several). */
export function presentLoadedComments(
  { rows, accounts, histories }: CommentsPeople,
  pseudonyms: Pseudonyms,
  view: PeopleView,
): TicketComment[] {
  return rows.map((row) =>
    presentComment(row, histories.get(row.id) ?? [], view, { accounts, pseudonyms }),
  );
}

export async function presentCommentsFor(
  db: Executor,
  pseudonyms: Pseudonyms,
  rows: readonly CommentRow[],
  view: PeopleView,
): Promise<TicketComment[]> {
  return presentLoadedComments(await loadCommentsPeople(db, rows), pseudonyms, view);
}

import type { TicketComment } from '@portal/shared/contract';
import type { CommentRow } from '../../db/database';
import type { Pseudonyms } from '../../identity/visual-ids';
import { presentComment } from '../../presenters/comment-presenter';
import type { PeopleView } from '../../presenters/people-view';
import { findAccountsByIds } from '../../repositories/accounts-repository';
import { findHistories } from '../../repositories/comments-repository';
import type { Executor } from '../../repositories/executor';

export async function presentCommentsFor(
  db: Executor,
  pseudonyms: Pseudonyms,
  rows: readonly CommentRow[],
  view: PeopleView,
): Promise<TicketComment[]> {
  const [accounts, histories] = await Promise.all([
    findAccountsByIds(
      db,
      rows.flatMap((row) =>
        row.target_account_id === null ? [row.author_id] : [row.author_id, row.target_account_id],
      ),
    ),
    findHistories(
      db,
      rows.filter((row) => row.edited).map((row) => row.id),
    ),
  ]);
  return rows.map((row) =>
    presentComment(row, histories.get(row.id) ?? [], view, { accounts, pseudonyms }),
  );
}

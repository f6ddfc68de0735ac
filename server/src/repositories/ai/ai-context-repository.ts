import type { Executor } from '../executor';

/** A public comment of the thread with what is needed to name its author by role. */
export interface PublicThreadEntry {
  authorId: number;
  authorPower: number;
  /** Used only to take the author's names out of texts; never sent anywhere. */
  authorName: string;
  authorUsername: string;
  message: string;
}

/**
 * The newest `limit` comments everyone on the ticket reads (no staff-only notes, no action
 * messages), oldest first, from the thread index read backwards.
 */
export async function listPublicThread(
  db: Executor,
  ticketId: number,
  limit: number,
): Promise<PublicThreadEntry[]> {
  const rows = await db
    .selectFrom('comments')
    .innerJoin('accounts', 'accounts.id', 'comments.author_id')
    .select([
      'comments.id',
      'comments.author_id as authorId',
      'accounts.power as authorPower',
      'accounts.name as authorName',
      'accounts.username as authorUsername',
      'comments.message',
    ])
    .where('comments.ticket_id', '=', ticketId)
    .where('comments.staff_only', '=', false)
    .where('comments.action', '=', '')
    .orderBy('comments.id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map(({ id: _id, ...entry }) => entry);
}

/** Names and usernames of accounts, to take them out of texts that may reach a model. */
export async function findAccountNames(
  db: Executor,
  accountIds: readonly number[],
): Promise<{ id: number; name: string; username: string }[]> {
  if (accountIds.length === 0) return [];
  return db
    .selectFrom('accounts')
    .select(['id', 'name', 'username'])
    .where('id', 'in', [...new Set(accountIds)])
    .execute();
}

/** The partner names typed in a report (linked to an account or not). */
export async function findReportPartnerNames(db: Executor, ticketId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('report_partners')
    .select('name')
    .where('ticket_id', '=', ticketId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.name);
}

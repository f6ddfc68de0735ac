import { sql } from 'kysely';
import type { Executor } from '../executor';

/**
 * What a ticket's opener wrote in it, as it reads once erased: title, description, form fields,
 * links and place (an erased account's tickets, and retention's).
 */
export function erasedTicketTexts(neutral: string) {
  return {
    title: neutral,
    description: sql<string | null>`case when description is null then null else ${neutral} end`,
    input_fields: '{}',
    attachments: '[]',
    event_place: null,
  };
}

/** Whose written words: one person's everywhere, or everyone's in some tickets. */
export type WrittenBy = { authorId: number } | { ticketIds: readonly number[] };

/**
 * The words `written` names become `neutral`: every comment written (actions keep theirs: they
 * are the record of who did what) with all its earlier versions, and the reviews' words (an
 * empty review stays empty). Erasing an account and retention both use it.
 */
export async function replaceWrittenText(
  db: Executor,
  written: WrittenBy,
  neutral: string,
): Promise<void> {
  const comments = () => {
    const query = db.selectFrom('comments').select('id');
    return 'authorId' in written
      ? query.where('author_id', '=', written.authorId)
      : query.where('ticket_id', 'in', [...written.ticketIds]);
  };
  await db
    .updateTable('comment_history')
    .set({ message: neutral })
    .where('comment_id', 'in', comments())
    .execute();
  await db
    .updateTable('comments')
    .set({ message: neutral })
    .where('id', 'in', comments())
    .where('action', '=', '')
    .execute();
  const reviews = db
    .updateTable('reviews')
    .set({ comment: sql<string>`case when comment = '' then '' else ${neutral} end` });
  await ('authorId' in written
    ? reviews.where('reviewer_id', '=', written.authorId)
    : reviews.where('ticket_id', 'in', [...written.ticketIds])
  ).execute();
}

import type { Insertable, Selectable } from 'kysely';
import type { AiResponsesTable } from '../../db/database';
import type { Executor } from '../executor';

export type AiResponseRow = Selectable<AiResponsesTable>;
export type NewAiResponse = Insertable<AiResponsesTable>;

export interface AiRating {
  responseId: number;
  accountId: number;
  helpful: boolean;
}

/** Stores the suggestions in the order given and returns them as stored. */
export function insertAiResponses(
  db: Executor,
  responses: readonly NewAiResponse[],
): Promise<AiResponseRow[]> {
  if (responses.length === 0) return Promise.resolve([]);
  return db
    .insertInto('ai_responses')
    .values([...responses])
    .returningAll()
    .execute()
    .then((rows) => rows.sort((a, b) => a.id - b.id));
}

/** The suggestion, locked for the transaction when `lock` (two sends of it queue). */
export function findAiResponse(
  db: Executor,
  id: number,
  options: { lock?: boolean } = {},
): Promise<AiResponseRow | undefined> {
  const query = db.selectFrom('ai_responses').selectAll().where('id', '=', id);
  return (options.lock ? query.forUpdate() : query).executeTakeFirst();
}

/** Marks the suggestion sent (once): who, when and whether staff changed it first. */
export async function markAiResponseSent(
  db: Executor,
  id: number,
  sent: { by: number; at: Date; edited: boolean },
): Promise<void> {
  await db
    .updateTable('ai_responses')
    .set({ accepted_by: sent.by, accepted_at: sent.at, sent_edited: sent.edited })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .execute();
}

/** Keeps the first time staff opened the suggestion for editing. */
export async function markAiResponseEditStarted(db: Executor, id: number, at: Date) {
  await db
    .updateTable('ai_responses')
    .set({ edit_started_at: at })
    .where('id', '=', id)
    .where('edit_started_at', 'is', null)
    .execute();
}

export async function upsertAiRating(db: Executor, rating: AiRating): Promise<void> {
  await db
    .insertInto('ai_response_ratings')
    .values({
      response_id: rating.responseId,
      account_id: rating.accountId,
      helpful: rating.helpful,
    })
    .onConflict((oc) =>
      oc
        .columns(['response_id', 'account_id'])
        .doUpdateSet((eb) => ({ helpful: rating.helpful, rated_at: eb.fn('now') })),
    )
    .execute();
}

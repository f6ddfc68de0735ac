import type { Executor } from '../executor';

export interface NewReview {
  ticketId: number;
  reviewerId: number;
  points: number;
  comment: string;
  groupKey: string;
  categoryKey: string;
  at: Date;
}

export function insertReview(db: Executor, review: NewReview) {
  return db
    .insertInto('reviews')
    .values({
      ticket_id: review.ticketId,
      reviewer_id: review.reviewerId,
      points: review.points,
      comment: review.comment,
      group_key: review.groupKey,
      category_key: review.categoryKey,
      created_at: review.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The review a ticket's creator left, if any (a ticket has at most one). */
export function findTicketReview(db: Executor, ticketId: number) {
  return db
    .selectFrom('reviews')
    .select(['points', 'comment', 'created_at as createdAt'])
    .where('ticket_id', '=', ticketId)
    .executeTakeFirst();
}

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

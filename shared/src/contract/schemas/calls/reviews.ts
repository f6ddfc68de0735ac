import { reviewBodySchema, reviewSchema } from '../review';

/** The schemas of each call in `calls/reviews.ts`, by the same names. */
export const reviewSchemas = {
  review: { body: reviewBodySchema, response: reviewSchema },
};

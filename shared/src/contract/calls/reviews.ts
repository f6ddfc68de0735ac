import { defineCall } from '../define-call';
import { reviewBodySchema, reviewSchema } from '../schemas/review';

export const reviewCalls = {
  review: defineCall({
    method: 'POST',
    path: '/review',
    body: reviewBodySchema,
    response: reviewSchema,
  }),
} as const;

import { defineCall } from '../define-call';
import { reviewBodySchema, reviewSchema } from '../schemas/review';

export const reviewCalls = {
  review: defineCall({
    method: 'POST',
    path: '/review',
    body: reviewBodySchema,
    idempotent: 'replay',
    response: reviewSchema,
  }),
} as const;

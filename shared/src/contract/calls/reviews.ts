import { defineCalls } from '../define-call';
import type { reviewSchemas } from '../schemas/calls/reviews';

export const reviewCalls = defineCalls<typeof reviewSchemas>()({
  review: { method: 'POST', path: '/review', idempotent: 'replay' },
});

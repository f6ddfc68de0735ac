import { z } from 'zod';
import { LIMITS } from '../limits';
import { publicAccountSchema } from './account';
import { idSchema, keySchema, nonBlankText, timestampSchema } from './common';

export const reviewPointsSchema = z
  .int({ error: 'Points are a whole number.' })
  .min(LIMITS.reviewPointsMin, { error: `Points go from ${LIMITS.reviewPointsMin}.` })
  .max(LIMITS.reviewPointsMax, { error: `Points go up to ${LIMITS.reviewPointsMax}.` });

export const reviewBodySchema = z.strictObject({
  ticketId: idSchema,
  points: reviewPointsSchema,
  comment: nonBlankText(LIMITS.reviewCommentLength, 'The review comment'),
});
export type ReviewBody = z.output<typeof reviewBodySchema>;

export const reviewSchema = z.object({
  _id: idSchema,
  points: reviewPointsSchema,
  comment: z.string(),
  group: keySchema,
  category: keySchema,
  ticketId: idSchema,
  timestamp: timestampSchema,
  reviewer: publicAccountSchema,
});
export type Review = z.infer<typeof reviewSchema>;

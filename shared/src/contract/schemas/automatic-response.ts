import { z } from 'zod';
import { idSchema, visualIdSchema } from './common';

/** An AI-suggested reply; `ratings` maps each rater's visualId to whether it helped. */
export const automaticResponseSchema = z.object({
  _id: idSchema,
  response: z.string(),
  ratings: z.record(visualIdSchema, z.boolean()),
});
export type AutomaticResponse = z.infer<typeof automaticResponseSchema>;

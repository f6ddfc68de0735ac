import { z } from 'zod';
import { idSchema, visualIdSchema } from './common';

/**
 * Where a suggestion came from, so staff can check it: the public staff answer that closed a
 * similar past ticket, one of the group's canned answers, or the configured model (which was
 * given the retrieved answers as context).
 */
export const suggestionSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ticket'), ticketId: idSchema, title: z.string() }),
  z.object({ kind: z.literal('canned'), title: z.string() }),
  z.object({ kind: z.literal('model'), model: z.string() }),
]);
export type SuggestionSource = z.infer<typeof suggestionSourceSchema>;
export type SuggestionSourceKind = SuggestionSource['kind'];

/** An AI-suggested reply; `ratings` maps each rater's visualId to whether it helped. */
export const automaticResponseSchema = z.object({
  _id: idSchema,
  response: z.string(),
  ratings: z.record(visualIdSchema, z.boolean()),
  source: suggestionSourceSchema,
});
export type AutomaticResponse = z.infer<typeof automaticResponseSchema>;

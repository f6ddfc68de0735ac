import { z } from 'zod';
import { publicAccountSchema } from './account';
import { idSchema, timestampSchema, visualIdSchema } from './common';

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

/** How suggestions were used: offered, sent (as is or edited), and how their comments were rated. */
export const aiUsageFiguresSchema = z.object({
  suggested: z.int().nonnegative(),
  /** Sent as a comment, unchanged or edited. */
  sent: z.int().nonnegative(),
  /** Of those sent, the ones staff changed first (their own words, not AI-generated). */
  sentEdited: z.int().nonnegative(),
  /** sent / suggested; null without suggestions. */
  acceptanceRate: z.number().min(0).max(1).nullable(),
  ratings: z.int().nonnegative(),
  helpful: z.int().nonnegative(),
  /** helpful / ratings; null without ratings. */
  helpfulRate: z.number().min(0).max(1).nullable(),
});
export type AiUsageFigures = z.infer<typeof aiUsageFiguresSchema>;

/**
 * GET /ai/usage (supervisors): the period's suggestions overall, per staff member they were made
 * for, and per kind of source.
 */
export const aiUsageSchema = z.object({
  /** The whole UTC days read: first and last millisecond. */
  range: z.object({ start: timestampSchema, end: timestampSchema }),
  overall: aiUsageFiguresSchema,
  staff: z.array(z.object({ staff: publicAccountSchema, figures: aiUsageFiguresSchema })),
  sources: z.array(
    z.object({ kind: z.enum(['ticket', 'canned', 'model']), figures: aiUsageFiguresSchema }),
  ),
});
export type AiUsage = z.infer<typeof aiUsageSchema>;

import { z } from 'zod';
import { checkDateRange } from '../../rules/date-range';
import { aiUsageSchema, automaticResponseSchema } from '../automatic-response';
import { commentSchema } from '../comment';
import { idSchema, okResponseSchema, queryTimestampSchema } from '../common';
import { commentTextSchema } from './comments';

export const aiSuggestionsBodySchema = z.strictObject({ commentId: idSchema, ticketId: idSchema });

export const aiAcceptBodySchema = z.strictObject({ ticketId: idSchema, responseId: idSchema });

export const aiAcceptEditBodySchema = z.strictObject({ responseId: idSchema });

export const aiCommentBodySchema = z.strictObject({
  ticketId: idSchema,
  comment: commentTextSchema,
  staffOnly: z.boolean().default(false),
  responseId: idSchema,
  /** True when staff changed the suggestion before sending it. */
  editedResponse: z.boolean().default(false),
});

export const aiRateBodySchema = z.strictObject({ commentId: idSchema, helpful: z.boolean() });

/** Whole UTC days from the start date to the end date (the last 30 days without them). */
export const aiUsageQuerySchema = z
  .strictObject({
    startDate: queryTimestampSchema.optional(),
    endDate: queryTimestampSchema.optional(),
  })
  .superRefine((query, ctx) =>
    checkDateRange(
      { start: query.startDate, end: query.endDate, now: Date.now() },
      ctx,
      'startDate',
    ),
  );

/** The schemas of each call in `calls/ai.ts`, by the same names. */
export const aiSchemas = {
  aiSuggestions: { body: aiSuggestionsBodySchema, response: z.array(automaticResponseSchema) },
  aiAccept: { body: aiAcceptBodySchema, response: commentSchema },
  aiAcceptEdit: { body: aiAcceptEditBodySchema, response: okResponseSchema },
  aiComment: { body: aiCommentBodySchema, response: commentSchema },
  aiRate: { body: aiRateBodySchema, response: okResponseSchema },
  aiUsage: { query: aiUsageQuerySchema, response: aiUsageSchema },
};

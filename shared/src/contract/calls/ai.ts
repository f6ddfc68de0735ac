import { z } from 'zod';
import { defineCall } from '../define-call';
import { checkDateRange } from '../rules/date-range';
import { aiUsageSchema, automaticResponseSchema } from '../schemas/automatic-response';
import { commentSchema } from '../schemas/comment';
import { idSchema, okResponseSchema, queryTimestampSchema } from '../schemas/common';
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

export const aiCalls = {
  /** Suggested replies to the given comment of the ticket (SPEC path `/ai/`). */
  aiSuggestions: defineCall({
    method: 'POST',
    path: '/ai',
    body: aiSuggestionsBodySchema,
    response: z.array(automaticResponseSchema),
  }),
  /** Posts the suggestion unchanged as a comment (aiGenerated). */
  aiAccept: defineCall({
    method: 'POST',
    path: '/ai/accept',
    body: aiAcceptBodySchema,
    idempotent: 'replay',
    response: commentSchema,
  }),
  /** Records that staff opened the suggestion for editing. */
  aiAcceptEdit: defineCall({
    method: 'POST',
    path: '/ai/accept-edit',
    body: aiAcceptEditBodySchema,
    response: okResponseSchema,
  }),
  aiComment: defineCall({
    method: 'POST',
    path: '/ai/comment',
    body: aiCommentBodySchema,
    idempotent: 'replay',
    response: commentSchema,
  }),
  /** Staff above POWER.staff rate an AI-generated comment. */
  aiRate: defineCall({
    method: 'POST',
    path: '/ai/rate',
    body: aiRateBodySchema,
    response: okResponseSchema,
  }),
  /** Acceptance and helpful rates per staff member and per source (supervisors). */
  aiUsage: defineCall({
    method: 'GET',
    path: '/ai/usage',
    query: aiUsageQuerySchema,
    response: aiUsageSchema,
  }),
} as const;

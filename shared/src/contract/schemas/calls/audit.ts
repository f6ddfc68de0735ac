import { z } from 'zod';
import { LIMITS } from '../../limits';
import { auditActionSchema, auditEntrySchema, auditTargetKindSchema } from '../audit';
import { fileResponseSchema, idSchema, limitedText, queryTimestampSchema } from '../common';

const queryIdSchema = z.coerce.number({ error: 'Ids are whole numbers.' }).pipe(idSchema);

/** The audit trail's filters; each left out matches every entry. */
const auditFilterShape = {
  /** Part of the actor's name or username, any case. */
  actor: limitedText(LIMITS.auditFilterLength, 'The actor').optional(),
  action: auditActionSchema.optional(),
  targetKind: auditTargetKindSchema.optional(),
  targetId: limitedText(LIMITS.auditFilterLength, 'The target').optional(),
  /** From this instant on (inclusive), until `to` (exclusive), in milliseconds since 1970. */
  from: queryTimestampSchema.optional(),
  to: queryTimestampSchema.optional(),
};

const fromBeforeTo = (filter: { from?: number; to?: number }) =>
  filter.from === undefined || filter.to === undefined || filter.from < filter.to;

const FROM_BEFORE_TO = { error: 'The start of the period is before its end.', path: ['from'] };

export const auditFilterSchema = z
  .strictObject(auditFilterShape)
  .refine(fromBeforeTo, FROM_BEFORE_TO);

export type AuditFilter = z.output<typeof auditFilterSchema>;

export const auditQuerySchema = z
  .strictObject({
    ...auditFilterShape,
    /** The next page: entries older than this one (the last page's `nextBefore`). */
    before: queryIdSchema.optional(),
  })
  .refine(fromBeforeTo, FROM_BEFORE_TO);

export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  /** Newest first, at most `LIMITS.auditPageSize`. */
  entries: z.array(auditEntrySchema),
  /** Where the next page starts; null on the last one. */
  nextBefore: idSchema.nullable(),
});

export type AuditPage = z.infer<typeof auditPageSchema>;

/** The schemas of each call in `calls/audit.ts`, by the same names. */
export const auditSchemas = {
  auditLog: { query: auditQuerySchema, response: auditPageSchema },
  auditCsv: { query: auditFilterSchema, response: fileResponseSchema },
};

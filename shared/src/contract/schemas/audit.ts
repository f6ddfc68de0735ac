import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS, AUDIT_VIA } from '../limits';
import { idSchema, timestampSchema } from './common';

export const auditActionSchema = z.enum(AUDIT_ACTIONS, { error: 'That is not an audited action.' });
export const auditTargetKindSchema = z.enum(AUDIT_TARGET_KINDS, {
  error: 'That is not a kind of audited thing.',
});

/** One field the change touched, as text; null where it had no value (before a creation, say). */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;

export const auditEntrySchema = z.object({
  id: idSchema,
  at: timestampSchema,
  via: z.enum(AUDIT_VIA),
  /** The person who acted (their current name: an erased account reads as erased). */
  actor: z.object({ id: idSchema, name: z.string() }).nullable(),
  /** The access token the change came through, when it did. */
  tokenId: idSchema.nullable(),
  /** The client address the request came from (none for the provider's or the portal's own). */
  address: z.string().nullable(),
  action: auditActionSchema,
  target: z.object({ kind: auditTargetKindSchema, id: z.string() }),
  changes: z.array(auditChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

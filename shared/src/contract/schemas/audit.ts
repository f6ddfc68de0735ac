import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

/**
 * What the audit trail records: every change of rights or data outside a ticket's own thread
 * (the thread keeps its own record in its comments).
 */
export const AUDIT_ACTIONS = [
  'token.created',
  'token.activated',
  'token.deactivated',
  'token.deleted',
  'config.saved',
  'config.deleted',
  'account.rightsChanged',
  'account.erased',
  'comment.deleted',
  'report.resolved',
  'ticket.erased',
  'export.downloaded',
  'incident.created',
  'incident.statusChanged',
  'incident.entryAdded',
  'incident.entryEdited',
  'incident.entryDeleted',
  'webhook.created',
  'webhook.deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an entry is about; its id is the thing's id, a config key, or an export's call name. */
export const AUDIT_TARGET_KINDS = [
  'token',
  'config',
  'account',
  'comment',
  'ticket',
  'export',
  'incident',
  'webhook',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/**
 * How the change was made: by a person in the portal (`session`) or through one of their access
 * tokens (`token`), by the single sign-on provider at a sign-in (`provider`), or by the portal
 * itself (`portal`: retention). Only the first two have an actor.
 */
export const AUDIT_VIA = ['session', 'token', 'provider', 'portal'] as const;

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

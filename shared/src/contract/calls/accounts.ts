import { z } from 'zod';
import { defineCall } from '../define-call';
import { LIMITS } from '../limits';
import { idParamSchema, idSchema, nonBlankText, timestampSchema } from '../schemas/common';

/** An account as the admin panel's Users section finds it. */
export const adminAccountSchema = z.object({
  id: idSchema,
  name: z.string(),
  username: z.string(),
  power: z.int().nonnegative(),
  /** When it was erased; null while it is a live account. */
  erasedAt: timestampSchema.nullable(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const accountSearchQuerySchema = z.strictObject({
  /** Part of the name or username, any case. */
  search: nonBlankText(LIMITS.auditFilterLength, 'The search'),
});

export const accountCalls = {
  /** Accounts whose name or username holds the text, live ones first (administrators). */
  searchAccounts: defineCall({
    method: 'GET',
    path: '/admin/users',
    query: accountSearchQuerySchema,
    response: z.array(adminAccountSchema),
  }),
  /**
   * Erases an account (GDPR): it can no longer sign in; its name, game ids and the text it wrote
   * become a neutral "deleted account"; the tickets and reports it took part in stay for their
   * other parties, resolutions included. Not one's own, nor one of higher power.
   */
  eraseAccount: defineCall({
    method: 'POST',
    path: '/admin/users/:id/erase',
    params: z.strictObject({ id: idParamSchema }),
    response: adminAccountSchema,
  }),
} as const;

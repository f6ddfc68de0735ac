import { z } from 'zod';
import { LIMITS } from '../../limits';
import { idParamSchema, idSchema, nonBlankText, timestampSchema } from '../common';

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

/** The schemas of each call in `calls/accounts.ts`, by the same names. */
export const accountSchemas = {
  searchAccounts: { query: accountSearchQuerySchema, response: z.array(adminAccountSchema) },
  eraseAccount: { params: z.strictObject({ id: idParamSchema }), response: adminAccountSchema },
};

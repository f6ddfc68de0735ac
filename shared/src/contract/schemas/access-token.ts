import { z } from 'zod';
import { TOKEN_PERMISSIONS } from '../limits';
import { idSchema, timestampSchema } from './common';

export const tokenPermissionSchema = z.enum(TOKEN_PERMISSIONS, {
  error: `Permissions are ${TOKEN_PERMISSIONS.join(', ')}.`,
});

/** What is kept about a token; never its secret, which is stored only as a hash. */
export const accessTokenSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  /** Call paths (relative to /api, as the contract names them: `/getTicket/:id`) it may call. */
  endpoints: z.array(z.string()),
  permissions: z.array(tokenPermissionSchema),
  /** The creator's name; the token acts as them, with their current power. */
  createdBy: z.string(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
  isActive: z.boolean(),
  /** Last use, recorded to the minute (or at once from a new address); null until first used. */
  lastUsedAt: timestampSchema.nullable(),
  lastUsedAddress: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

import { z } from 'zod';
import { TOKEN_PERMISSIONS } from '../limits';
import { idSchema, timestampSchema } from './common';

export const tokenPermissionSchema = z.enum(TOKEN_PERMISSIONS, {
  error: `Permissions are ${TOKEN_PERMISSIONS.join(', ')}.`,
});

export const accessTokenSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  /** API paths (relative to /api, e.g. `/tickets`) the token may call. */
  endpoints: z.array(z.string()),
  permissions: z.array(tokenPermissionSchema),
  createdBy: z.string(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
  isActive: z.boolean(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

import { z } from 'zod';
import { LIMITS } from '../limits';
import { CONFIG_VALUE_TYPES } from '../rules/config-keys';
import { timestampSchema } from './common';

export const configKeySchema = z
  .string({ error: 'The key must be text.' })
  .min(1, { error: 'The key cannot be empty.' })
  .max(LIMITS.configKeyLength, { error: `Keys have at most ${LIMITS.configKeyLength} characters.` })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, {
    error: 'Keys contain only letters, digits, dots, dashes and underscores.',
  });

export const configEntrySchema = z.object({
  key: configKeySchema,
  value: z.string(),
  description: z.string(),
  /** Null for a key the portal reads that no admin has set yet (its default is shown). */
  updatedAt: timestampSchema.nullable(),
  /** Name of the admin who last changed it ('' when nobody has). */
  updatedBy: z.string(),
  /** `text` for a key the portal does not read. */
  type: z.enum(CONFIG_VALUE_TYPES),
  /** What the portal uses while the key is unset; null for a key it does not read. */
  defaultValue: z.string().nullable(),
  /** False: a key the portal reads, unset, listed with its default as its value. */
  isSet: z.boolean(),
});
export type ConfigEntry = z.infer<typeof configEntrySchema>;

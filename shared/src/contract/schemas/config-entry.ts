import { z } from 'zod';
import { LIMITS } from '../limits';
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
  updatedAt: timestampSchema,
  /** Name of the admin who last changed it. */
  updatedBy: z.string(),
});
export type ConfigEntry = z.infer<typeof configEntrySchema>;

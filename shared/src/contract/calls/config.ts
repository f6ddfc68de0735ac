import { z } from 'zod';
import { defineCall } from '../define-call';
import { LIMITS } from '../limits';
import { isDeletableConfigKey } from '../rules/config-keys';
import { okResponseSchema } from '../schemas/common';
import { configEntrySchema, configKeySchema } from '../schemas/config-entry';

export const saveConfigBodySchema = z.strictObject({
  key: configKeySchema,
  value: z.string({ error: 'The value must be text.' }).max(LIMITS.configValueLength, {
    error: `The value has at most ${LIMITS.configValueLength} characters.`,
  }),
  description: z
    .string({ error: 'The description must be text.' })
    .max(LIMITS.configDescriptionLength, {
      error: `The description has at most ${LIMITS.configDescriptionLength} characters.`,
    })
    .default(''),
});
export type SaveConfigBody = z.output<typeof saveConfigBodySchema>;

export const deleteConfigParamsSchema = z.strictObject({
  key: configKeySchema.refine(isDeletableConfigKey, {
    error: 'The base AI prompt cannot be deleted.',
  }),
});

export const configCalls = {
  listConfig: defineCall({ method: 'GET', path: '/config', response: z.array(configEntrySchema) }),
  /** Creates the entry or replaces its value and description. */
  saveConfig: defineCall({
    method: 'POST',
    path: '/config',
    body: saveConfigBodySchema,
    response: configEntrySchema,
  }),
  deleteConfig: defineCall({
    method: 'DELETE',
    path: '/config/:key',
    params: deleteConfigParamsSchema,
    response: okResponseSchema,
  }),
} as const;

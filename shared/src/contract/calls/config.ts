import { z } from 'zod';
import { defineCall } from '../define-call';
import { LIMITS } from '../limits';
import { isDeletableConfigKey } from '../rules/config-keys';
import { limitedText, okResponseSchema } from '../schemas/common';
import { configEntrySchema, configKeySchema } from '../schemas/config-entry';

export const saveConfigBodySchema = z.strictObject({
  key: configKeySchema,
  value: limitedText(LIMITS.configValueLength, 'The value'),
  description: limitedText(LIMITS.configDescriptionLength, 'The description').default(''),
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

import { z } from 'zod';
import { defineCall } from '../define-call';
import { errorTextIn } from '../error-texts';
import { ERROR_CODES } from '../errors';
import { LIMITS } from '../limits';
import { CONFIG_VALUE_SCHEMAS, isDeletableConfigKey, isKnownConfigKey } from '../rules/config-keys';
import { limitedText, okResponseSchema } from '../schemas/common';
import { configEntrySchema, configKeySchema } from '../schemas/config-entry';

/** A key the portal reads (`CONFIG_VALUE_SCHEMAS`) gets its value checked; others are free text. */
export const saveConfigBodySchema = z
  .strictObject({
    key: configKeySchema,
    value: limitedText(LIMITS.configValueLength, 'The value'),
    description: limitedText(LIMITS.configDescriptionLength, 'The description').default(''),
  })
  .superRefine(({ key, value }, ctx) => {
    if (!isKnownConfigKey(key)) return;
    for (const issue of CONFIG_VALUE_SCHEMAS[key].safeParse(value).error?.issues ?? []) {
      ctx.addIssue({ ...issue, code: 'custom', path: ['value'], input: value });
    }
  });
export type SaveConfigBody = z.output<typeof saveConfigBodySchema>;

export const deleteConfigParamsSchema = z.strictObject({
  key: configKeySchema.refine(isDeletableConfigKey, {
    error: errorTextIn('en', ERROR_CODES.configKeyProtected),
    params: { code: ERROR_CODES.configKeyProtected },
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

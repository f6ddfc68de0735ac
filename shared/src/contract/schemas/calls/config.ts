import { z } from 'zod';
import { errorTextIn } from '../../error-texts';
import { ERROR_CODES } from '../../errors';
import { LIMITS } from '../../limits';
import {
  CONFIG_KEY_DEFINITIONS,
  isDeletableConfigKey,
  isKnownConfigKey,
} from '../../rules/config-keys';
import { limitedText, okResponseSchema } from '../common';
import { configEntrySchema, configKeySchema } from '../config-entry';

/** A key the portal reads (`CONFIG_KEY_DEFINITIONS`) gets its value checked; others are free text. */
export const saveConfigBodySchema = z
  .strictObject({
    key: configKeySchema,
    value: limitedText(LIMITS.configValueLength, 'The value'),
    description: limitedText(LIMITS.configDescriptionLength, 'The description').default(''),
  })
  .superRefine(({ key, value }, ctx) => {
    if (!isKnownConfigKey(key)) return;
    const { code, accepts } = CONFIG_KEY_DEFINITIONS[key].rule;
    if (accepts(value)) return;
    ctx.addIssue({
      code: 'custom',
      message: errorTextIn('en', code),
      params: { code },
      path: ['value'],
      input: value,
    });
  });

export type SaveConfigBody = z.output<typeof saveConfigBodySchema>;

export const deleteConfigParamsSchema = z.strictObject({
  key: configKeySchema.refine(isDeletableConfigKey, {
    error: errorTextIn('en', ERROR_CODES.configKeyProtected),
    params: { code: ERROR_CODES.configKeyProtected },
  }),
});

/** The schemas of each call in `calls/config.ts`, by the same names. */
export const configSchemas = {
  listConfig: { response: z.array(configEntrySchema) },
  saveConfig: { body: saveConfigBodySchema, response: configEntrySchema },
  deleteConfig: { params: deleteConfigParamsSchema, response: okResponseSchema },
};

import { z } from 'zod';
import { LIMITS, TOKEN_ENDPOINTS_MAX, TOKEN_EXPIRY_DAYS } from '../../limits';
import { accessTokenSchema, tokenPermissionSchema } from '../access-token';
import { idParamSchema, idSchema, limitedText, nonBlankText, okResponseSchema } from '../common';

const SELECT_ENDPOINT = 'Please select at least one endpoint';

const SELECT_PERMISSION = 'Please select at least one permission';

const EXPIRY_DAYS = `A token lasts from 1 to ${TOKEN_EXPIRY_DAYS.max} days.`;

export const createTokenBodySchema = z.strictObject({
  name: nonBlankText(LIMITS.tokenNameLength, 'The name'),
  description: limitedText(LIMITS.tokenDescriptionLength, 'The description').default(''),
  endpoints: z
    .array(nonBlankText(LIMITS.keyLength * 4, 'Each endpoint'), { error: SELECT_ENDPOINT })
    .min(1, { error: SELECT_ENDPOINT })
    .max(TOKEN_ENDPOINTS_MAX, { error: `A token has at most ${TOKEN_ENDPOINTS_MAX} endpoints.` }),
  permissions: z
    .array(tokenPermissionSchema, { error: SELECT_PERMISSION })
    .min(1, { error: SELECT_PERMISSION }),
  /** Never unlimited: a forgotten token dies on its own. */
  expiresInDays: z
    .int({ error: EXPIRY_DAYS })
    .min(1, { error: EXPIRY_DAYS })
    .max(TOKEN_EXPIRY_DAYS.max, { error: EXPIRY_DAYS })
    .default(TOKEN_EXPIRY_DAYS.default),
});

export type CreateTokenBody = z.output<typeof createTokenBodySchema>;

export const tokenIdBodySchema = z.strictObject({ tokenId: idSchema });

/** The schemas of each call in `calls/tokens.ts`, by the same names. */
export const tokenSchemas = {
  listTokens: { response: z.array(accessTokenSchema) },
  tokenEndpoints: { response: z.array(z.string()) },
  createToken: {
    body: createTokenBodySchema,
    response: z.object({ token: z.string(), tokenInfo: accessTokenSchema }),
  },
  tokenJwt: { params: z.strictObject({ id: idParamSchema }), response: z.never() },
  deactivateToken: { body: tokenIdBodySchema, response: accessTokenSchema },
  activateToken: { body: tokenIdBodySchema, response: accessTokenSchema },
  deleteToken: { body: tokenIdBodySchema, response: okResponseSchema },
};

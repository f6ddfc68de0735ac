import { z } from 'zod';
import { defineCall } from '../define-call';
import { LIMITS, TOKEN_ENDPOINTS_MAX, TOKEN_EXPIRY_DAYS } from '../limits';
import { accessTokenSchema, tokenPermissionSchema } from '../schemas/access-token';
import {
  idParamSchema,
  idSchema,
  limitedText,
  nonBlankText,
  okResponseSchema,
} from '../schemas/common';

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

export const tokenCalls = {
  /** Every token not deleted, newest first. */
  listTokens: defineCall({
    method: 'GET',
    path: '/tokens/all',
    response: z.array(accessTokenSchema),
  }),
  /** The call paths a token may be granted (`grantableEndpoints`). */
  tokenEndpoints: defineCall({
    method: 'GET',
    path: '/tokens/endpoints',
    response: z.array(z.string()),
  }),
  /** Answers with the secret once (`token`) and what is stored about it (`tokenInfo`). */
  createToken: defineCall({
    method: 'POST',
    path: '/tokens/create',
    body: createTokenBodySchema,
    idempotent: 'secret',
    response: z.object({ token: z.string(), tokenInfo: accessTokenSchema }),
  }),
  /**
   * SPEC names this call; the secret is kept only as a hash, so it is never shown again: always
   * 410 `token.secretShownOnce` (404 for a token that does not exist).
   */
  tokenJwt: defineCall({
    method: 'GET',
    path: '/tokens/:id/jwt',
    params: z.strictObject({ id: idParamSchema }),
    response: z.never(),
  }),
  deactivateToken: defineCall({
    method: 'POST',
    path: '/tokens/deactivate',
    body: tokenIdBodySchema,
    response: accessTokenSchema,
  }),
  // SPEC shows no activate call but has its failure message; this is how activation persists.
  activateToken: defineCall({
    method: 'POST',
    path: '/tokens/activate',
    body: tokenIdBodySchema,
    response: accessTokenSchema,
  }),
  deleteToken: defineCall({
    method: 'POST',
    path: '/tokens/delete',
    body: tokenIdBodySchema,
    response: okResponseSchema,
  }),
} as const;

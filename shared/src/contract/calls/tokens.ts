import { z } from 'zod';
import { defineCall } from '../define-call';
import { LIMITS } from '../limits';
import { accessTokenSchema, tokenPermissionSchema } from '../schemas/access-token';
import {
  idParamSchema,
  idSchema,
  limitedText,
  nonBlankText,
  okResponseSchema,
} from '../schemas/common';

export const createTokenBodySchema = z.strictObject({
  name: nonBlankText(LIMITS.tokenNameLength, 'The name'),
  description: limitedText(LIMITS.tokenDescriptionLength, 'The description').default(''),
  endpoints: z
    .array(nonBlankText(LIMITS.keyLength * 4, 'Each endpoint'), {
      error: 'Please select at least one endpoint',
    })
    .min(1, { error: 'Please select at least one endpoint' }),
  permissions: z
    .array(tokenPermissionSchema, { error: 'Please select at least one permission' })
    .min(1, { error: 'Please select at least one permission' }),
});
export type CreateTokenBody = z.output<typeof createTokenBodySchema>;

export const tokenIdBodySchema = z.strictObject({ tokenId: idSchema });

export const tokenCalls = {
  listTokens: defineCall({
    method: 'GET',
    path: '/tokens/all',
    response: z.array(accessTokenSchema),
  }),
  /** The API paths a token may be granted. */
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
    response: z.object({ token: z.string(), tokenInfo: accessTokenSchema }),
  }),
  tokenJwt: defineCall({
    method: 'GET',
    path: '/tokens/:id/jwt',
    params: z.strictObject({ id: idParamSchema }),
    response: z.object({ token: z.string() }),
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

import type { AccessToken, CreateTokenBody } from '@portal/shared/contract';
import { post } from './state-helpers';
import type { TestPortal } from './test-portal';

/** Creates an access token as `adminToken`'s admin; answers its secret and what is stored. */
export async function createAccessToken(
  portal: TestPortal,
  adminToken: string,
  body: Partial<CreateTokenBody> = {},
): Promise<{ secret: string; info: AccessToken }> {
  const response = await post(portal, adminToken, '/tokens/create', {
    name: 'Test bot',
    endpoints: ['/me'],
    permissions: ['read'],
    ...body,
  });
  if (response.status !== 200) throw new Error(`Token not created: ${response.text}`);
  return { secret: response.body.token, info: response.body.tokenInfo };
}

import { type CreateTokenBody, calls } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';

/** POST /tokens/create → the secret (shown this once) and the token as stored. */
export function createToken(body: CreateTokenBody) {
  return callApi(calls.createToken, { body });
}

/** POST /tokens/activate or /tokens/deactivate {tokenId} → the token as stored. */
export function setTokenActive(tokenId: number, isActive: boolean) {
  return callApi(isActive ? calls.activateToken : calls.deactivateToken, { body: { tokenId } });
}

/** POST /tokens/delete {tokenId}. */
export function deleteToken(tokenId: number) {
  return callApi(calls.deleteToken, { body: { tokenId } });
}

import { calls } from '@portal/shared/contract';
import { apiKey } from '../cache-keys';
import { useQuery } from './query';

/** GET /tokens/all: every token not deleted, newest first (admins). */
export function useTokens() {
  return useQuery(calls.listTokens, {});
}

/** The cache entry of the token list, which `tokens-changed` refreshes. */
export function tokensKey() {
  return apiKey(calls.listTokens, {});
}

/** GET /tokens/endpoints: the call paths a token may be granted. */
export function useTokenEndpoints() {
  return useQuery(calls.tokenEndpoints, {});
}

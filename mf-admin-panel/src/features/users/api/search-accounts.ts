import { calls } from '@portal/shared/contract';
import { apiKey } from '@portal/shared/runtime/cache-keys';
import { useQuery } from '@portal/shared/runtime/queries/query';

/** The cache entry of one search's answer. */
export function accountSearchKey(search: string) {
  return apiKey(calls.searchAccounts, { query: { search } });
}

/**
 * GET /admin/users?search=…: the accounts whose name or username holds the text, live ones first
 * (a few dozen at most); nothing is asked while `search` is null (no search sent yet).
 */
export function useAccountSearch(search: string | null) {
  return useQuery(calls.searchAccounts, search === null ? null : { query: { search } });
}

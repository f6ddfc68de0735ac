import { calls } from '@portal/shared/contract';
import { apiKey } from '../cache-keys';
import { useQuery } from './query';

/** GET /config: every config entry, by key (admins). */
export function useConfigEntries() {
  return useQuery(calls.listConfig, {});
}

/** The cache entry of the config list, which `config-changed` refreshes. */
export function configEntriesKey() {
  return apiKey(calls.listConfig, {});
}

import { calls } from '@portal/shared/contract';
import { apiFetcher } from '@portal/shared/runtime/api';
import { apiKey } from '@portal/shared/runtime/cache-keys';
import useSWR from 'swr';

/** The same key the home list uses, so an open portal reads the groups from the shared cache. */
export function groupsKey() {
  return apiKey(calls.groups, {});
}

/** GET /groups — only for the group and category names shown in the header. */
export function useGroups() {
  return useSWR(groupsKey(), apiFetcher(calls.groups), { revalidateOnFocus: false });
}

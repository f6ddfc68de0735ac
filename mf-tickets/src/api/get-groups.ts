import { calls, type Group } from '@portal/shared/contract';
import { callApi } from '@portal/shared/runtime/api';
import { apiKey } from '@portal/shared/runtime/cache-keys';
import useSWR from 'swr';

/** Groups rarely change during a visit; the list and the form read the same cached copy. */
export function groupsKey() {
  return apiKey(calls.groups, {});
}

export function getGroups(): Promise<Group[]> {
  return callApi(calls.groups);
}

export function useGroups() {
  return useSWR(groupsKey(), () => getGroups(), { revalidateOnFocus: false });
}

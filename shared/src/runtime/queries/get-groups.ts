import { calls } from '@portal/shared/contract';
import { apiKey } from '../cache-keys';
import { fetchQuery, HELD_FOR_THE_VISIT, useQuery } from './query';

/** GET /groups: rarely changes during a visit; the list, the form and the modal share one copy. */
export function groupsKey() {
  return apiKey(calls.groups, {});
}

export function getGroups() {
  return fetchQuery(calls.groups, {});
}

export function useGroups() {
  return useQuery(calls.groups, {}, HELD_FOR_THE_VISIT);
}

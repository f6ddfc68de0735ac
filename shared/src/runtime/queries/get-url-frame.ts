import { calls } from '@portal/shared/contract';
import { fetchQuery, type QueryOptions, useQuery } from './query';

/** GET /getUrlFrame: the base address of the calendar and map frame service. */
export function getUrlFrame(options?: QueryOptions) {
  return fetchQuery(calls.getUrlFrame, {}, options);
}

export function useUrlFrame(options?: QueryOptions) {
  return useQuery(calls.getUrlFrame, {}, options);
}

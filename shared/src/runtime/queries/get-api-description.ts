import { calls } from '@portal/shared/contract';
import { useQuery } from './query';

/** GET /openapi.json: the API described in OpenAPI 3.1 (the admin panel's API reference). */
export function useApiDescription() {
  return useQuery(calls.apiDescription, {});
}

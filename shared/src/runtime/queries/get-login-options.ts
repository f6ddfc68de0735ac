import { calls } from '@portal/shared/contract';
import { useQuery } from './query';

/**
 * GET /login: the login address and, when the community has one, its identity provider. Quiet:
 * the login page still offers its own form when this fails.
 */
export function useLoginOptions() {
  return useQuery(calls.login, {}, { quiet: true });
}

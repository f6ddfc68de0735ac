import { calls, type UserLeaderboardsBody } from '@portal/shared/contract';
import { useQuery } from './query';

export type UserLeaderboardsQuery = Partial<UserLeaderboardsBody>;

/**
 * POST /admin/users/leaderboard: who opened, handled and resolved the most in a period of whole
 * UTC days. The boards stay on screen while another period loads.
 */
export function useUserLeaderboards(body: UserLeaderboardsQuery) {
  return useQuery(calls.userLeaderboards, { body }, { keepPreviousData: true });
}

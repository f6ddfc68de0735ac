import { calls, LIMITS } from '@portal/shared/contract';
import { apiKey } from '../cache-keys';
import { usePollWhileVisible } from '../poll-while-visible';
import { useQuery } from './query';

/** GET /hashesOnline: visualIds of accounts online now (staff only; players are refused). */
export function hashesOnlineKey() {
  return apiKey(calls.hashesOnline, {});
}

/**
 * Asked only when `needed` (staff), quietly (a failure is only logged), and again every
 * `LIMITS.hashesOnlinePollMs` while the tab is visible; all readers share one entry and one timer.
 */
export function useHashesOnline(needed: boolean) {
  usePollWhileVisible(needed ? hashesOnlineKey() : null, LIMITS.hashesOnlinePollMs);
  return useQuery(calls.hashesOnline, needed ? {} : null, { quiet: true });
}

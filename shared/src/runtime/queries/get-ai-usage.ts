import { calls } from '@portal/shared/contract';
import type { CallInput } from '../api';
import { useQuery } from './query';

export type AiUsageQuery = NonNullable<CallInput<typeof calls.aiUsage>['query']>;

/**
 * GET /ai/usage?startDate&endDate (supervisors): AI suggestions made, sent (as is or edited) and
 * rated, overall, per staff member and per source kind; no dates = the last 30 days; `null` = do
 * not fetch. Quiet: a failed AI call is only logged (SPEC §8); the caller says in its place that
 * the figures could not be loaded.
 */
export function useAiUsage(query: AiUsageQuery | null) {
  return useQuery(calls.aiUsage, query === null ? null : { query }, { quiet: true });
}

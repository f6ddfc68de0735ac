import { addRemoteTranslations, useT } from '@portal/shared/runtime/i18n';
import { useCallback } from 'react';
import {
  STAFF_STATS_NAMESPACE,
  type StaffStatsTranslationKey,
  staffStatsTranslations,
} from './translations';

export type StatsT = (key: StaffStatsTranslationKey, options?: Record<string, unknown>) => string;

/** Idempotent: each exposed module and the standalone entry call it. */
export function registerStaffStatsTranslations(): void {
  addRemoteTranslations(STAFF_STATS_NAMESPACE, staffStatsTranslations);
}

/**
 * `t` of the `staffStats` namespace, limited to the keys this remote defines; the same function
 * until the language changes, so memos that translate may depend on it.
 */
export function useStatsT(): StatsT {
  const t = useT(STAFF_STATS_NAMESPACE);
  return useCallback<StatsT>((key, options) => t(key, options), [t]);
}

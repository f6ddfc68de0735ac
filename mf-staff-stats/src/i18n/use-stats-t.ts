import { namespaceTexts, type TextsT } from '@portal/shared/runtime/i18n';
import {
  STAFF_STATS_NAMESPACE,
  type StaffStatsTranslationKey,
  staffStatsTranslations,
} from './translations';

export type StatsT = TextsT<StaffStatsTranslationKey>;

const texts = namespaceTexts<StaffStatsTranslationKey>(
  STAFF_STATS_NAMESPACE,
  staffStatsTranslations,
);

/** Adds the `staffStats` namespace; each exposed module and the standalone entry call it. */
export const registerStaffStatsTranslations = texts.register;

/** `t` of the `staffStats` namespace, limited to the keys this remote defines. */
export const useStatsT = texts.useTexts;

import { joinTexts, type PluralBase } from '@portal/shared/runtime/i18n';
import { aiUsageTexts } from './texts/ai-usage-texts';
import { commonTexts } from './texts/common-texts';
import { responseTimeTexts } from './texts/response-time-texts';
import { reviewsTexts } from './texts/reviews-texts';
import { statisticsTexts } from './texts/statistics-texts';

// Flat keys (no dots) so they resolve whatever key separator the shared i18next instance uses.
export const STAFF_STATS_NAMESPACE = 'staffStats';

const es = joinTexts(
  commonTexts.es,
  statisticsTexts.es,
  responseTimeTexts.es,
  reviewsTexts.es,
  aiUsageTexts.es,
);
const en: Record<ResourceKey, string> = joinTexts(
  commonTexts.en,
  statisticsTexts.en,
  responseTimeTexts.en,
  reviewsTexts.en,
  aiUsageTexts.en,
);

type ResourceKey = keyof typeof es;
export type StaffStatsTranslationKey = PluralBase<ResourceKey>;

export const staffStatsTranslations = { es, en };

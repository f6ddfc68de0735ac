import { commonTexts } from './texts/common-texts';
import { responseTimeTexts } from './texts/response-time-texts';
import { reviewsTexts } from './texts/reviews-texts';
import { statisticsTexts } from './texts/statistics-texts';

// Flat keys (no dots) so they resolve whatever key separator the shared i18next instance uses.
export const STAFF_STATS_NAMESPACE = 'staffStats';

const es = {
  ...commonTexts.es,
  ...statisticsTexts.es,
  ...responseTimeTexts.es,
  ...reviewsTexts.es,
};
const en: Record<ResourceKey, string> = {
  ...commonTexts.en,
  ...statisticsTexts.en,
  ...responseTimeTexts.en,
  ...reviewsTexts.en,
};

type ResourceKey = keyof typeof es;
/** Plural forms (`x_one`, `x_other`) are asked for by their base key with a `count`. */
type PluralBase<K> = K extends `${infer Base}_one` | `${infer Base}_other` ? Base : K;
export type StaffStatsTranslationKey = PluralBase<ResourceKey>;

export const staffStatsTranslations = { es, en };

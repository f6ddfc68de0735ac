import { joinTexts, type PluralBase } from '@portal/shared/runtime/i18n';
import { actionTexts } from './texts/action-texts';
import { aiTexts } from './texts/ai-texts';
import { eventTexts } from './texts/event-texts';
import { headerTexts } from './texts/header-texts';
import { presenceTexts } from './texts/presence-texts';
import { relatedTexts } from './texts/related-texts';
import { threadTexts } from './texts/thread-texts';

// Flat keys (no dots) so they resolve whatever key separator the shared i18next instance uses.
export const TICKET_DETAIL_NAMESPACE = 'ticketDetail';

const es = joinTexts(
  headerTexts.es,
  threadTexts.es,
  eventTexts.es,
  actionTexts.es,
  aiTexts.es,
  relatedTexts.es,
  presenceTexts.es,
);
const en: Record<ResourceKey, string> = joinTexts(
  headerTexts.en,
  threadTexts.en,
  eventTexts.en,
  actionTexts.en,
  aiTexts.en,
  relatedTexts.en,
  presenceTexts.en,
);

type ResourceKey = keyof typeof es;
export type TicketDetailTranslationKey = PluralBase<ResourceKey>;

export const ticketDetailTranslations = { es, en };

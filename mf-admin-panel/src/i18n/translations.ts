import { joinTexts, type PluralBase } from '@portal/shared/runtime/i18n';
import { apiReferenceTexts } from './texts/api-reference-texts';
import { auditTexts } from './texts/audit-texts';
import { commonTexts } from './texts/common-texts';
import { configTexts } from './texts/config-texts';
import { dashboardTexts } from './texts/dashboard-texts';
import { incidentsTexts } from './texts/incidents-texts';
import { staffTexts } from './texts/staff-texts';
import { ticketsTexts } from './texts/tickets-texts';
import { tokensTexts } from './texts/tokens-texts';
import { usersTexts } from './texts/users-texts';
import { webhooksTexts } from './texts/webhooks-texts';

// Flat keys (no dots) so they resolve whatever key separator the shared i18next instance uses.
export const ADMIN_PANEL_NAMESPACE = 'adminPanel';

const es = joinTexts(
  commonTexts.es,
  dashboardTexts.es,
  ticketsTexts.es,
  staffTexts.es,
  usersTexts.es,
  tokensTexts.es,
  webhooksTexts.es,
  auditTexts.es,
  configTexts.es,
  incidentsTexts.es,
  apiReferenceTexts.es,
);
const en: Record<ResourceKey, string> = joinTexts(
  commonTexts.en,
  dashboardTexts.en,
  ticketsTexts.en,
  staffTexts.en,
  usersTexts.en,
  tokensTexts.en,
  webhooksTexts.en,
  auditTexts.en,
  configTexts.en,
  incidentsTexts.en,
  apiReferenceTexts.en,
);

type ResourceKey = keyof typeof es;
export type AdminPanelTranslationKey = PluralBase<ResourceKey>;

export const adminPanelTranslations = { es, en };

import { commonTexts } from './texts/common-texts';
import { dashboardTexts } from './texts/dashboard-texts';
import { staffTexts } from './texts/staff-texts';
import { ticketsTexts } from './texts/tickets-texts';
import { tokensTexts } from './texts/tokens-texts';

// Flat keys (no dots) so they resolve whatever key separator the shared i18next instance uses.
export const ADMIN_PANEL_NAMESPACE = 'adminPanel';

const es = {
  ...commonTexts.es,
  ...dashboardTexts.es,
  ...ticketsTexts.es,
  ...staffTexts.es,
  ...tokensTexts.es,
};
const en: Record<AdminPanelTranslationKey, string> = {
  ...commonTexts.en,
  ...dashboardTexts.en,
  ...ticketsTexts.en,
  ...staffTexts.en,
  ...tokensTexts.en,
};

export type AdminPanelTranslationKey = keyof typeof es;

export const adminPanelTranslations = { es, en };

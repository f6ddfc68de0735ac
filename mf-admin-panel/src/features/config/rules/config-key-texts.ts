import {
  CONFIG_KEY_DEFINITIONS,
  type ConfigEntry,
  type ConfigValueType,
  isKnownConfigKey,
  type Language,
} from '@portal/shared/contract';
import type { AdminPanelTranslationKey } from '../../../i18n/translations';

export const VALUE_TYPE_LABELS: Record<ConfigValueType, AdminPanelTranslationKey> = {
  text: 'configTypeText',
  model: 'configTypeModel',
  image: 'configTypeImage',
  minutes: 'configTypeMinutes',
  months: 'configTypeMonths',
};

/** What an admin wrote about the entry, else what the contract says the portal does with it. */
export function configDescription(entry: ConfigEntry, language: Language): string {
  if (entry.description !== '' || !isKnownConfigKey(entry.key)) return entry.description;
  return CONFIG_KEY_DEFINITIONS[entry.key].description[language];
}

import {
  type ConfigEntry,
  calls,
  contractRuleCode,
  ERROR_CODES,
  type ErrorCode,
  type SaveConfigBody,
} from '@portal/shared/contract';
import { callSchemas } from '@portal/shared/contract/schemas';
import { checkForm } from '../../../components/check-form';
import type { AdminPanelTranslationKey } from '../../../i18n/translations';

export interface ConfigForm {
  key: string;
  value: string;
  description: string;
}

export const EMPTY_CONFIG_FORM: ConfigForm = { key: '', value: '', description: '' };

export function configFormOf(entry: ConfigEntry): ConfigForm {
  return { key: entry.key, value: entry.value, description: entry.description };
}

const FIELDS = ['key', 'value', 'description'] as const;
type ConfigFormField = (typeof FIELDS)[number];
export type ConfigFormIssues = Partial<Record<ConfigFormField, AdminPanelTranslationKey>>;

/** The texts of the value rules of the keys the portal reads (`CONFIG_KEY_DEFINITIONS`). */
const VALUE_RULE_TEXTS: Partial<Record<ErrorCode, AdminPanelTranslationKey>> = {
  [ERROR_CODES.configBlankPrompt]: 'configBlankPrompt',
  [ERROR_CODES.configInvalidModel]: 'configInvalidModel',
  [ERROR_CODES.configInvalidMinutes]: 'configInvalidMinutes',
  [ERROR_CODES.configInvalidMonths]: 'configInvalidMonths',
  [ERROR_CODES.configInvalidImage]: 'configInvalidImage',
};

const FIELD_TEXTS: Record<ConfigFormField, AdminPanelTranslationKey> = {
  key: 'configKeyInvalid',
  value: 'configValueInvalid',
  description: 'configDescriptionInvalid',
};

/**
 * The form checked with the contract's own schema (the server's): the body to send, or the text
 * of the first problem of each field, in the page language.
 */
export function checkConfigForm(form: ConfigForm) {
  return checkForm<SaveConfigBody, ConfigFormField, AdminPanelTranslationKey>(
    callSchemas(calls.saveConfig).body,
    form,
    FIELDS,
    (issue, field) => {
      const code = contractRuleCode(issue);
      return (code && VALUE_RULE_TEXTS[code]) || FIELD_TEXTS[field];
    },
  );
}

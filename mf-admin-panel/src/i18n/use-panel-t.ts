import { namespaceTexts, type TextsT } from '@portal/shared/runtime/i18n';
import {
  ADMIN_PANEL_NAMESPACE,
  type AdminPanelTranslationKey,
  adminPanelTranslations,
} from './translations';

export type PanelT = TextsT<AdminPanelTranslationKey>;

const texts = namespaceTexts<AdminPanelTranslationKey>(
  ADMIN_PANEL_NAMESPACE,
  adminPanelTranslations,
);

/** Adds the `adminPanel` namespace; the exposed module and the standalone entry call it. */
export const registerAdminPanelTranslations = texts.register;

/** `t` of the `adminPanel` namespace, limited to the keys this remote defines. */
export const usePanelT = texts.useTexts;

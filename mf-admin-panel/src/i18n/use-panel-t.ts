import { addRemoteTranslations, useT } from '@portal/shared/runtime/i18n';
import {
  ADMIN_PANEL_NAMESPACE,
  type AdminPanelTranslationKey,
  adminPanelTranslations,
} from './translations';

export type PanelT = (key: AdminPanelTranslationKey, options?: Record<string, unknown>) => string;

/** Idempotent: the exposed module and the standalone entry call it. */
export function registerAdminPanelTranslations(): void {
  addRemoteTranslations(ADMIN_PANEL_NAMESPACE, adminPanelTranslations);
}

/** `t` of the `adminPanel` namespace, limited to the keys this remote defines. */
export function usePanelT(): PanelT {
  const t = useT(ADMIN_PANEL_NAMESPACE);
  return (key, options) => t(key, options);
}

import { addRemoteTranslations, useT } from '@portal/shared/runtime/i18n';
import { UI_NAMESPACE, type UiTextKey, uiTranslations } from './ui-texts';

export type UiT = (key: UiTextKey, options?: Record<string, unknown>) => string;

let registered = false;

/** Adds the kit's `ui` namespace to the page's i18next instance (idempotent). */
export function registerUiTranslations(): void {
  if (registered) return;
  addRemoteTranslations(UI_NAMESPACE, uiTranslations);
  registered = true;
}

/** `t` of the kit's own texts; a component prefers a text its caller passed. */
export function useUiT(): UiT {
  registerUiTranslations();
  const t = useT(UI_NAMESPACE);
  return (key, options) => t(key, options);
}

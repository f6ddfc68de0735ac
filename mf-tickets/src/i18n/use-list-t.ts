import {
  addRemoteTranslations,
  joinTexts,
  type PluralBase,
  useT,
} from '@portal/shared/runtime/i18n';
import { LIST_TEXTS } from './list-texts';
import { TICKETS_NAMESPACE } from './namespace';

// Keys are flat (no dots) so they resolve whatever key separator the shared i18next instance uses.
const listTranslations = { es: joinTexts(LIST_TEXTS.es), en: joinTexts(LIST_TEXTS.en) };

export type ListTextKey = PluralBase<keyof typeof listTranslations.es>;
export type ListT = (key: ListTextKey, options?: Record<string, unknown>) => string;

/** Idempotent: the exposed module and the standalone entry both call it. */
export function registerListTexts(): void {
  addRemoteTranslations(TICKETS_NAMESPACE, listTranslations);
}

/** `t` of the `tickets` namespace, limited to the list's keys (the first screen's texts). */
export function useListT(): ListT {
  const t = useT(TICKETS_NAMESPACE);
  return (key, options) => t(key, options);
}

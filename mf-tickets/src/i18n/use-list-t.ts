import { namespaceTexts, type PluralBase } from '@portal/shared/runtime/i18n';
import { LIST_TEXTS } from './list-texts';
import { TICKETS_NAMESPACE } from './namespace';

// Keys are flat (no dots) so they resolve whatever key separator the shared i18next instance uses.
export type ListTextKey = PluralBase<keyof typeof LIST_TEXTS.es>;

const texts = namespaceTexts<ListTextKey>(TICKETS_NAMESPACE, LIST_TEXTS);

/** Adds the list's texts (the first screen's); the exposed module and the standalone entry call it. */
export const registerListTexts = texts.register;

/** `t` of the `tickets` namespace, limited to the list's keys. */
export const useListT = texts.useTexts;

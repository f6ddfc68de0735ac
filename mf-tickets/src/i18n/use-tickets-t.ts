import { addRemoteTranslations, useT } from '@portal/shared/runtime/i18n';
import { TICKETS_NAMESPACE, type TicketsTranslationKey, ticketsTranslations } from './translations';

export type TicketsT = (key: TicketsTranslationKey, options?: Record<string, unknown>) => string;

/** Idempotent: the exposed module and the standalone entry both call it. */
export function registerTicketsTranslations(): void {
  addRemoteTranslations(TICKETS_NAMESPACE, ticketsTranslations);
}

/** `t` of the `tickets` namespace, limited to the keys this remote defines. */
export function useTicketsT(): TicketsT {
  const t = useT(TICKETS_NAMESPACE);
  return (key, options) => t(key, options);
}

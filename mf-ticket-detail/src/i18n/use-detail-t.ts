import { addRemoteTranslations, useT } from '@portal/shared/runtime/i18n';
import {
  TICKET_DETAIL_NAMESPACE,
  type TicketDetailTranslationKey,
  ticketDetailTranslations,
} from './translations';

export type DetailT = (
  key: TicketDetailTranslationKey,
  options?: Record<string, unknown>,
) => string;

/** Idempotent: the exposed module and the standalone entry both call it. */
export function registerTicketDetailTranslations(): void {
  addRemoteTranslations(TICKET_DETAIL_NAMESPACE, ticketDetailTranslations);
}

/** `t` of the `ticketDetail` namespace, limited to the keys this remote defines. */
export function useDetailT(): DetailT {
  const t = useT(TICKET_DETAIL_NAMESPACE);
  return (key, options) => t(key, options);
}

import { namespaceTexts, type TextsT } from '@portal/shared/runtime/i18n';
import {
  TICKET_DETAIL_NAMESPACE,
  type TicketDetailTranslationKey,
  ticketDetailTranslations,
} from './translations';

export type DetailT = TextsT<TicketDetailTranslationKey>;

const texts = namespaceTexts<TicketDetailTranslationKey>(
  TICKET_DETAIL_NAMESPACE,
  ticketDetailTranslations,
);

/** Adds the `ticketDetail` namespace; the exposed module and the standalone entry call it. */
export const registerTicketDetailTranslations = texts.register;

/** `t` of the `ticketDetail` namespace, limited to the keys this remote defines. */
export const useDetailT = texts.useTexts;

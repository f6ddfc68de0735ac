import { namespaceTexts } from '@portal/shared/runtime/i18n';
import {
  ASSISTANT_NAMESPACE,
  type AssistantTranslationKey,
  assistantTranslations,
} from './translations';

const texts = namespaceTexts<AssistantTranslationKey>(ASSISTANT_NAMESPACE, assistantTranslations);

/** Adds the `assistant` namespace; the exposed module and the standalone entry call it. */
export const registerAssistantTranslations = texts.register;

/** `t` of the `assistant` namespace, limited to the keys this remote defines. */
export const useAssistantT = texts.useTexts;

import { addRemoteTranslations, useT } from '@portal/shared/runtime/i18n';
import { useCallback } from 'react';
import {
  ASSISTANT_NAMESPACE,
  type AssistantTranslationKey,
  assistantTranslations,
} from './translations';

export type AssistantT = (
  key: AssistantTranslationKey,
  options?: Record<string, unknown>,
) => string;

/** Idempotent: the exposed module and the standalone entry call it. */
export function registerAssistantTranslations(): void {
  addRemoteTranslations(ASSISTANT_NAMESPACE, assistantTranslations);
}

/** `t` of the `assistant` namespace, limited to the keys this remote defines. */
export function useAssistantT(): AssistantT {
  const t = useT(ASSISTANT_NAMESPACE);
  return useCallback<AssistantT>((key, options) => t(key, options), [t]);
}

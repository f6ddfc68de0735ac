import type { Resolution } from '@portal/shared/contract';
import { useCallback } from 'react';
import { useT } from './i18n';
import type { COMMON_TRANSLATIONS } from './i18n-common';

const RESOLUTION_TEXT = {
  unresolved: 'resolutionUnresolved',
  agreement: 'resolutionAgreement',
  accept_guilt: 'resolutionAcceptGuilt',
  valid: 'resolutionValid',
  invalid: 'resolutionInvalid',
} as const satisfies Record<Resolution, keyof typeof COMMON_TRANSLATIONS.es>;

/** A report's resolution as the viewer reads it, in their language; the same in every remote. */
export function useResolutionName(): (resolution: Resolution) => string {
  const t = useT();
  return useCallback((resolution: Resolution) => t(RESOLUTION_TEXT[resolution]), [t]);
}

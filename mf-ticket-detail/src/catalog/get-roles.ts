import { calls, type LocalizedText } from '@portal/shared/contract';
import { useLocalized } from '@portal/shared/runtime/i18n';
import { useCallback } from 'react';
import { useQuietApi } from './use-quiet-api';

/**
 * GET /roles — role names for assigned roles and role events. Asked only when something on the
 * ticket names a role, so players of ordinary tickets never call it.
 */
export function useRoleName(needed: boolean): (key: string) => string {
  const { data: roles } = useQuietApi(calls.roles, needed ? {} : null);
  const localized = useLocalized();
  return useCallback(
    (key: string) => {
      const name: LocalizedText | undefined = roles?.find((role) => role.key === key)?.name;
      return name ? localized(name) : key;
    },
    [roles, localized],
  );
}

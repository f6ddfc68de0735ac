import type { LocalizedText } from '@portal/shared/contract';
import { useLocalized } from '@portal/shared/runtime/i18n';
import { useRoles } from '@portal/shared/runtime/queries/get-roles';
import { useCallback } from 'react';

/**
 * Role names for assigned roles and role events. Asked only when something on the ticket names
 * a role, so players of ordinary tickets never call it; a failure is only logged.
 */
export function useRoleName(needed: boolean): (key: string) => string {
  const { data: roles } = useRoles(needed, { quiet: true });
  const localized = useLocalized();
  return useCallback(
    (key: string) => {
      const name: LocalizedText | undefined = roles?.find((role) => role.key === key)?.name;
      return name ? localized(name) : key;
    },
    [roles, localized],
  );
}

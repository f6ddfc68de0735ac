import { calls } from '@portal/shared/contract';
import { useApi } from '@portal/shared/runtime/api';
import { useLocalized } from '@portal/shared/runtime/i18n';
import { useMemo } from 'react';

/** GET /roles → role key → name in the viewer's language; only asked for when `enabled`. */
export function useRoleNames(enabled: boolean): ReadonlyMap<string, string> {
  const localized = useLocalized();
  const { data } = useApi(calls.roles, enabled ? {} : null, { revalidateOnFocus: false });
  return useMemo(
    () => new Map((data ?? []).map((role) => [role.key, localized(role.name)])),
    [data, localized],
  );
}

import { calls } from '@portal/shared/contract';
import { configEntriesKey } from '@portal/shared/runtime/queries/get-config';
import { useMutation } from '@portal/shared/runtime/use-mutation';

/** POST /config {key, value, description} → the entry as stored; the entries are read again. */
export function useSaveConfigEntry() {
  return useMutation(calls.saveConfig, {
    invalidates: () => [configEntriesKey()],
    failureShownInPlace: true,
  });
}

/** DELETE /config/{key}; the entries are read again. */
export function useDeleteConfigEntry() {
  return useMutation(calls.deleteConfig, {
    invalidates: () => [configEntriesKey()],
    failureShownInPlace: true,
  });
}

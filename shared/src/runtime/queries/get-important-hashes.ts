import { calls } from '@portal/shared/contract';
import { useQuery } from './query';

/** GET /importantHashes: visualIds staff should notice; asked only when `needed` (staff), quietly. */
export function useImportantHashes(needed: boolean) {
  return useQuery(calls.importantHashes, needed ? {} : null, { quiet: true });
}

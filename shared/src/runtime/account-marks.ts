import { useMemo } from 'react';
import { useHashesOnline } from './queries/get-hashes-online';
import { useImportantHashes } from './queries/get-important-hashes';
import { useViewer } from './viewer';

/** What staff are told about one person shown: online now, and worth noticing. */
export interface AccountFlags {
  online: boolean;
  important: boolean;
}

export type AccountMarksOf = (visualId: string) => AccountFlags;

/**
 * The marks of the people a page shows, matched by visualId (SPEC §6, §7): for staff, from
 * `GET /hashesOnline` (polled) and `GET /importantHashes`; null for anyone else, who never asks.
 * Call it once per list or modal and hand the lookup down.
 */
export function useAccountMarks(): AccountMarksOf | null {
  const { isStaff } = useViewer();
  const online = useHashesOnline(isStaff).data?.hashes;
  const important = useImportantHashes(isStaff).data?.hashes;
  return useMemo(() => {
    if (!isStaff) return null;
    const onlineNow = new Set(online);
    const noticed = new Set(important);
    return (visualId: string) => ({
      online: onlineNow.has(visualId),
      important: noticed.has(visualId),
    });
  }, [isStaff, online, important]);
}

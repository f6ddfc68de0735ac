import { type AuditFilter, type AuditPage, calls } from '@portal/shared/contract';
import { type ApiKey, apiKey } from '@portal/shared/runtime/cache-keys';
import type { ApiError } from '@portal/shared/runtime/errors';
import { queryFetcher } from '@portal/shared/runtime/queries/query';
import useSWRInfinite from 'swr/infinite';

type AuditPageKey = ApiKey<typeof calls.auditLog>;

/**
 * GET /admin/audit, a page at a time: the newest page the filters match, then each older one from
 * the page before's `nextBefore`; none after the last (`nextBefore` null).
 */
export function auditPagesKey(filter: AuditFilter) {
  return (_index: number, previous: AuditPage | null): AuditPageKey | null => {
    if (previous === null) return apiKey(calls.auditLog, { query: filter });
    if (previous.nextBefore === null) return null;
    return apiKey(calls.auditLog, { query: { ...filter, before: previous.nextBefore } });
  };
}

export const auditPageFetcher = queryFetcher(calls.auditLog);

/**
 * The audit trail the filters match, newest first, as the pages read so far (`setSize` reads
 * another). Every page held is read again when the list mounts (the section opens, or filters
 * apply); the trail only grows at its newest end, so reading an older page leaves the others.
 */
export function useAuditLog(filter: AuditFilter) {
  return useSWRInfinite<AuditPage, ApiError, ReturnType<typeof auditPagesKey>>(
    auditPagesKey(filter),
    auditPageFetcher,
    { revalidateOnMount: true, revalidateFirstPage: false, revalidateOnFocus: false },
  );
}

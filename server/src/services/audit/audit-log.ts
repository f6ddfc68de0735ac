import {
  type AuditEntry,
  type AuditFilter,
  type AuditQuery,
  LIMITS,
} from '@portal/shared/contract';
import { type CsvColumn, csvChunks } from '../../exports/csv';
import type { FileDownload } from '../../exports/file-download';
import { keysetBatches } from '../../exports/keyset-batches';
import { findAuditEntries } from '../../repositories/audit/audit-repository';
import type { ServiceDeps } from '../service-deps';

// Every call here is behind the audit router's `adminsOnly` (power ≥ 100).

/** GET /admin/audit: a page of the entries the filters match, newest first. */
export async function auditPage(
  deps: ServiceDeps,
  { before, ...filter }: AuditQuery,
): Promise<{ entries: AuditEntry[]; nextBefore: number | null }> {
  const size = LIMITS.auditPageSize;
  // One more than a page says whether another follows.
  const entries = await findAuditEntries(deps.db, filter, { before, limit: size + 1 });
  const page = entries.slice(0, size);
  return { entries: page, nextBefore: entries.length > size ? (page.at(-1)?.id ?? null) : null };
}

const CSV_BATCH = 1000;

const AUDIT_COLUMNS: readonly CsvColumn<AuditEntry>[] = [
  { header: 'id', value: (entry) => entry.id },
  { header: 'at', value: (entry) => new Date(entry.at).toISOString() },
  { header: 'via', value: (entry) => entry.via },
  { header: 'actorId', value: (entry) => entry.actor?.id },
  { header: 'actorName', value: (entry) => entry.actor?.name },
  { header: 'tokenId', value: (entry) => entry.tokenId },
  { header: 'address', value: (entry) => entry.address },
  { header: 'action', value: (entry) => entry.action },
  { header: 'targetKind', value: (entry) => entry.target.kind },
  { header: 'targetId', value: (entry) => entry.target.id },
  { header: 'changes', value: (entry) => JSON.stringify(entry.changes) },
];

/** GET /admin/audit/csv: every entry the filters match, newest first. */
export function auditCsv(deps: ServiceDeps, filter: AuditFilter): FileDownload {
  const batches = keysetBatches<AuditEntry, number>(async (before, size) => {
    const rows = await findAuditEntries(deps.db, filter, { before, limit: size });
    return { rows, lastKey: rows.at(-1)?.id };
  }, CSV_BATCH);
  return {
    filename: `audit-${new Date().toISOString().slice(0, 10)}.csv`,
    contentType: 'text/csv; charset=utf-8',
    chunks: csvChunks(AUDIT_COLUMNS, batches),
  };
}

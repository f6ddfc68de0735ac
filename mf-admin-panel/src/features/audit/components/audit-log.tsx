import type { AuditFilter } from '@portal/shared/contract';
import { Button } from '@portal/ui/button';
import { DataTable, useLocalTable } from '@portal/ui/data-table';
import { EmptyState } from '@portal/ui/empty-state';
import { useMemo, useState } from 'react';
import { usePanelT } from '../../../i18n/use-panel-t';
import { useAuditLog } from '../api/get-audit-log';
import { useAuditColumns } from './audit-columns';
import './audit.css';

const UNSORTED = {};

/**
 * The entries the filters match, newest first: the pages read so far in the kit's table, paged in
 * the page, and "Load more" while older ones remain; the table then turns to the first of them.
 */
export function AuditLog({ filter }: { filter: AuditFilter }) {
  const t = usePanelT();
  const columns = useAuditColumns();
  const { data, error, isLoading, isValidating, size, setSize } = useAuditLog(filter);
  const entries = useMemo(() => data?.flatMap((page) => page.entries) ?? [], [data]);
  const table = useLocalTable(entries, UNSORTED);
  const pagesRead = data?.length ?? 0;
  const nextBefore = data?.at(-1)?.nextBefore ?? null;
  const loadingMore = isValidating && size > pagesRead;

  // Once more entries arrive, the table turns to the first of them.
  const [firstNew, setFirstNew] = useState<number | null>(null);
  if (firstNew !== null && entries.length > firstNew) {
    setFirstNew(null);
    table.onPageChange(Math.floor(firstNew / table.pageSize) + 1);
  }

  function loadMore() {
    setFirstNew(entries.length);
    // A failure is said below the table (`error`).
    setSize(pagesRead + 1).catch(() => {});
  }

  if (error && !data) return <EmptyState title={t('loadFailed')} />;
  return (
    <>
      <DataTable
        caption={t('auditTable')}
        columns={columns}
        rowKey={(entry) => entry.id}
        {...table}
        loading={isLoading}
        empty={<EmptyState title={t('auditNoEntries')} />}
      />
      {entries.length > 0 && (
        <div className="ap-export">
          <span role="status" className="ap-audit-loaded">
            {t('auditLoaded', { count: entries.length })}
          </span>
          {nextBefore !== null && (
            <Button
              size="sm"
              disabled={loadingMore}
              aria-busy={loadingMore || undefined}
              onClick={loadMore}
            >
              {t('auditLoadMore')}
            </Button>
          )}
          {error && (
            <p className="ap-export-failure" role="alert">
              {t('auditLoadMoreFailed')}
            </p>
          )}
        </div>
      )}
    </>
  );
}

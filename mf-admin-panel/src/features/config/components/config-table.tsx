import { type ConfigEntry, isDeletableConfigKey } from '@portal/shared/contract';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { Button } from '@portal/ui/button';
import { DataTable, type DataTableColumn, useTableState } from '@portal/ui/data-table';
import { EmptyState } from '@portal/ui/empty-state';
import { usePanelT } from '../../../i18n/use-panel-t';

export type ConfigAction = 'edit' | 'delete';

/** Every entry, paged in the page (the list is short and comes whole), by key. */
export function ConfigTable({
  entries,
  loading,
  onAction,
}: {
  entries: readonly ConfigEntry[];
  loading: boolean;
  onAction: (action: ConfigAction, entry: ConfigEntry) => void;
}) {
  const t = usePanelT();
  const language = useLanguage();
  const table = useTableState(null);
  const columns: DataTableColumn<ConfigEntry>[] = [
    { id: 'key', header: t('configKey'), fullText: (row) => row.key },
    { id: 'value', header: t('configValue'), fullText: (row) => row.value },
    { id: 'description', header: t('configDescription'), fullText: (row) => row.description },
    {
      id: 'updatedAt',
      header: t('configUpdatedAt'),
      cell: (row) => new Date(row.updatedAt).toLocaleString(language),
    },
    { id: 'updatedBy', header: t('configUpdatedBy'), cell: (row) => row.updatedBy },
    {
      id: 'actions',
      header: t('configActions'),
      cell: (row) => (
        <span className="ap-row-actions">
          <Button size="sm" onClick={() => onAction('edit', row)}>
            {t('edit')}
          </Button>
          {isDeletableConfigKey(row.key) && (
            <Button size="sm" variant="danger" onClick={() => onAction('delete', row)}>
              {t('delete')}
            </Button>
          )}
        </span>
      ),
    },
  ];
  const first = (table.page - 1) * table.pageSize;
  return (
    <DataTable
      caption={t('configTable')}
      columns={columns}
      rows={entries.slice(first, first + table.pageSize)}
      rowKey={(row) => row.key}
      {...table}
      total={entries.length}
      loading={loading}
      empty={<EmptyState title={t('noConfig')} />}
    />
  );
}

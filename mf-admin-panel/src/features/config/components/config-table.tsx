import { type ConfigEntry, isDeletableConfigKey } from '@portal/shared/contract';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { Button } from '@portal/ui/button';
import type { DataTableColumn } from '@portal/ui/data-table';
import { EmptyState } from '@portal/ui/empty-state';
import { InPageTable } from '../../../components/in-page-table';
import { usePanelT } from '../../../i18n/use-panel-t';
import { configDescription, VALUE_TYPE_LABELS } from '../rules/config-key-texts';

type ConfigAction = 'edit' | 'delete';

/**
 * Every entry, paged in the page (the list is short and comes whole), by key. The keys the portal
 * reads are there even when unset, with the default it uses; only a stored value can be deleted.
 */
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
  const columns: DataTableColumn<ConfigEntry>[] = [
    { id: 'key', header: t('configKey'), fullText: (row) => row.key },
    { id: 'value', header: t('configValue'), fullText: (row) => row.value },
    { id: 'type', header: t('configType'), cell: (row) => t(VALUE_TYPE_LABELS[row.type]) },
    {
      id: 'description',
      header: t('configDescription'),
      fullText: (row) => configDescription(row, language),
    },
    {
      id: 'updatedAt',
      header: t('configUpdatedAt'),
      cell: (row) =>
        row.updatedAt === null
          ? t('configDefault')
          : new Date(row.updatedAt).toLocaleString(language),
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
          {row.isSet && isDeletableConfigKey(row.key) && (
            <Button size="sm" variant="danger" onClick={() => onAction('delete', row)}>
              {t('delete')}
            </Button>
          )}
        </span>
      ),
    },
  ];
  return (
    <InPageTable
      caption={t('configTable')}
      columns={columns}
      rows={entries}
      rowKey={(row) => row.key}
      loading={loading}
      empty={<EmptyState title={t('noConfig')} />}
    />
  );
}

import { type ConfigEntry, LIVE_EVENTS } from '@portal/shared/contract';
import { configEntriesKey, useConfigEntries } from '@portal/shared/runtime/queries/get-config';
import { useLiveEvent } from '@portal/shared/runtime/socket';
import { Button } from '@portal/ui/button';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { EmptyState } from '@portal/ui/empty-state';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { usePanelT } from '../../../i18n/use-panel-t';
import { useDeleteConfigEntry } from '../api/change-config';
import { ConfigEntryDialog } from './config-entry-dialog';
import { ConfigTable } from './config-table';

/** `/panel#config`: configuration entries (SPEC §2, §5); other admins' changes arrive live. */
export function ConfigSection() {
  const t = usePanelT();
  const { mutate } = useSWRConfig();
  const { data, error, isLoading } = useConfigEntries();
  // undefined: no dialog; null: a new entry.
  const [editing, setEditing] = useState<ConfigEntry | null>();
  const [deleting, setDeleting] = useState<ConfigEntry>();
  const deletion = useDeleteConfigEntry();
  useLiveEvent(LIVE_EVENTS.configChanged, () => void mutate(configEntriesKey()));

  async function remove(entry: ConfigEntry) {
    await deletion.trigger({ params: { key: entry.key } });
    setDeleting(undefined);
  }

  return (
    <div className="ap-table-section">
      <div className="ap-export">
        <Button variant="primary" onClick={() => setEditing(null)}>
          {t('newConfig')}
        </Button>
        {deletion.error && (
          <p className="ap-export-failure" role="alert">
            {t('configDeleteFailed')}
          </p>
        )}
      </div>
      {error ? (
        <EmptyState title={t('loadFailed')} />
      ) : (
        <ConfigTable
          entries={data ?? []}
          loading={isLoading}
          onAction={(action, entry) => (action === 'edit' ? setEditing(entry) : setDeleting(entry))}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          variant="danger"
          busy={deletion.busy}
          title={t('configDeleteTitle')}
          message={t('configDeleteConfirm', { key: deleting.key })}
          confirmLabel={t('delete')}
          cancelLabel={t('cancel')}
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => void remove(deleting)}
        />
      )}
      {editing !== undefined && (
        <ConfigEntryDialog entry={editing ?? undefined} onClose={() => setEditing(undefined)} />
      )}
    </div>
  );
}

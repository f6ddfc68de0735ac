import type { Incident, IncidentEntry } from '@portal/shared/contract';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { EmptyState } from '@portal/ui/empty-state';
import { useState } from 'react';
import type { AdminPanelTranslationKey } from '../../../i18n/translations';
import { usePanelT } from '../../../i18n/use-panel-t';
import { useDeleteIncidentEntry, useEditIncidentEntry } from '../api/change-incident';
import { TimelineEntry } from './timeline-entry';

/** The incident's entries in time order; deleting one asks first (SPEC §5). */
export function IncidentTimeline({ incident }: { incident: Incident }) {
  const t = usePanelT();
  const [deleting, setDeleting] = useState<IncidentEntry>();
  const [failure, setFailure] = useState<AdminPanelTranslationKey>();
  const edit = useEditIncidentEntry();
  const deletion = useDeleteIncidentEntry();
  const entryParams = (entry: IncidentEntry) => ({ id: incident._id, entryId: entry.id });

  async function save(entry: IncidentEntry, message: string) {
    setFailure(undefined);
    try {
      await edit.trigger({ params: entryParams(entry), body: { message } });
    } catch (error) {
      setFailure('updateEntryFailed');
      throw error;
    }
  }

  async function remove(entry: IncidentEntry) {
    setFailure(undefined);
    const deleted = await deletion.trigger({ params: entryParams(entry) });
    if (!deleted) setFailure('deleteEntryFailed');
    setDeleting(undefined);
  }

  return (
    <section aria-labelledby="ap-timeline-title">
      <h3 id="ap-timeline-title">{t('timeline')}</h3>
      {failure && (
        <p className="ap-export-failure" role="alert">
          {t(failure)}
        </p>
      )}
      {incident.entries.length === 0 ? (
        <EmptyState title={t('noEntries')} />
      ) : (
        <ol className="ap-timeline" aria-labelledby="ap-timeline-title">
          {incident.entries.map((entry) => (
            <TimelineEntry
              key={entry.id}
              entry={entry}
              onSave={(message) => save(entry, message)}
              onDelete={() => setDeleting(entry)}
            />
          ))}
        </ol>
      )}
      {deleting && (
        <ConfirmDialog
          open
          variant="danger"
          busy={deletion.busy}
          title={t('deleteEntryTitle')}
          message={t('deleteEntryConfirm')}
          confirmLabel={t('delete')}
          cancelLabel={t('cancel')}
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => void remove(deleting)}
        />
      )}
    </section>
  );
}

import type { Incident, IncidentEntry } from '@portal/shared/contract';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { EmptyState } from '@portal/ui/empty-state';
import { useState } from 'react';
import { usePanelT } from '../../../i18n/use-panel-t';
import { useDeleteIncidentEntry } from '../api/change-incident';
import { TimelineEntry } from './timeline-entry';

/** The incident's entries in time order; deleting one asks first (SPEC §5). */
export function IncidentTimeline({ incident }: { incident: Incident }) {
  const t = usePanelT();
  const [deleting, setDeleting] = useState<IncidentEntry>();
  const deletion = useDeleteIncidentEntry();

  async function remove(entry: IncidentEntry) {
    await deletion.trigger({ params: { id: incident._id, entryId: entry.id } });
    setDeleting(undefined);
  }

  return (
    <section aria-labelledby="ap-timeline-title">
      <h3 id="ap-timeline-title">{t('timeline')}</h3>
      {deletion.error && (
        <p className="ap-export-failure" role="alert">
          {t('deleteEntryFailed')}
        </p>
      )}
      {incident.entries.length === 0 ? (
        <EmptyState title={t('noEntries')} />
      ) : (
        <ol className="ap-timeline" aria-labelledby="ap-timeline-title">
          {incident.entries.map((entry) => (
            <TimelineEntry
              key={entry.id}
              incidentId={incident._id}
              entry={entry}
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

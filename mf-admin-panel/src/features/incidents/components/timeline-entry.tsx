import type { IncidentEntry } from '@portal/shared/contract';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { Button } from '@portal/ui/button';
import { Field } from '@portal/ui/field';
import { TextArea } from '@portal/ui/text-area';
import { useState } from 'react';
import { usePanelT } from '../../../i18n/use-panel-t';
import { useEditIncidentEntry } from '../api/change-incident';
import { checkEditedMessage } from '../rules/incident-forms';
import { STATUS_TEXT } from '../rules/incident-status';
import { IncidentMarkdown } from './incident-markdown';

/**
 * One timeline entry: a status change as a line of its own, or a note with Edit (never to a blank
 * message; a refused edit says so under it and keeps the editor open) and Delete.
 */
export function TimelineEntry({
  incidentId,
  entry,
  onDelete,
}: {
  incidentId: number;
  entry: IncidentEntry;
  onDelete: () => void;
}) {
  const t = usePanelT();
  const language = useLanguage();
  const [editing, setEditing] = useState<string | null>(null);
  const [blank, setBlank] = useState(false);
  const edit = useEditIncidentEntry();
  const time = (
    <time dateTime={new Date(entry.createdAt).toISOString()}>
      {new Date(entry.createdAt).toLocaleString(language)}
    </time>
  );

  if (entry.kind === 'status' && entry.status) {
    return (
      <li className="ap-timeline-entry ap-timeline-status">
        {time} {t('statusChangedTo', { status: t(STATUS_TEXT[entry.status]), name: entry.author })}
      </li>
    );
  }

  async function save(draft: string) {
    const message = checkEditedMessage(draft);
    setBlank(message === undefined);
    if (message === undefined) return;
    const saved = await edit.trigger({
      params: { id: incidentId, entryId: entry.id },
      body: { message },
    });
    if (saved) setEditing(null);
  }

  return (
    <li className="ap-timeline-entry">
      <p>
        {time} <strong>{entry.author}</strong>
        {entry.editedBy && ` (${t('editedBy', { name: entry.editedBy })})`}
      </p>
      {editing === null ? (
        <>
          <IncidentMarkdown className="ap-timeline-message" text={entry.message} />
          <span className="ap-row-actions">
            <Button
              size="sm"
              onClick={() => {
                edit.reset();
                setEditing(entry.message);
              }}
            >
              {t('editEntry')}
            </Button>
            <Button size="sm" variant="danger" onClick={onDelete}>
              {t('delete')}
            </Button>
          </span>
        </>
      ) : (
        <>
          <Field label={t('entryMessage')} error={blank && t('editedMessageBlank')}>
            <TextArea value={editing} onChange={(event) => setEditing(event.target.value)} />
          </Field>
          {edit.error && (
            <p className="ap-export-failure" role="alert">
              {t('updateEntryFailed')}
            </p>
          )}
          <span className="ap-row-actions">
            <Button size="sm" onClick={() => setEditing(null)}>
              {t('cancel')}
            </Button>
            <Button
              size="sm"
              variant="primary"
              disabled={edit.busy}
              onClick={() => void save(editing)}
            >
              {t('saveEntry')}
            </Button>
          </span>
        </>
      )}
    </li>
  );
}

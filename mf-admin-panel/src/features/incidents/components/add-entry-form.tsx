import { Button } from '@portal/ui/button';
import { DateField } from '@portal/ui/date-field';
import { Field } from '@portal/ui/field';
import { TextArea } from '@portal/ui/text-area';
import { TextField } from '@portal/ui/text-field';
import { useState } from 'react';
import { usePanelT } from '../../../i18n/use-panel-t';
import { useAddIncidentEntry } from '../api/change-incident';
import { checkEntryForm, EMPTY_ENTRY_FORM, type EntryForm } from '../rules/incident-forms';

/** A new timeline entry: author and message required (SPEC §5), its time (now when empty). */
export function AddEntryForm({ incidentId }: { incidentId: number }) {
  const t = usePanelT();
  const [form, setForm] = useState<EntryForm>(EMPTY_ENTRY_FORM);
  const [issues, setIssues] = useState<ReturnType<typeof checkEntryForm>['issues']>({});
  const adding = useAddIncidentEntry();
  const change = (next: Partial<EntryForm>) => setForm((current) => ({ ...current, ...next }));

  async function submit() {
    const checked = checkEntryForm(form);
    setIssues(checked.issues ?? {});
    if (!checked.body) return;
    if (await adding.trigger({ params: { id: incidentId }, body: checked.body })) {
      setForm(EMPTY_ENTRY_FORM);
    }
  }

  return (
    <form
      className="ap-incident-form"
      aria-label={t('addEntry')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label={t('entryAuthor')} required error={issues?.author && t('authorRequired')}>
        <TextField
          value={form.author}
          onChange={(event) => change({ author: event.target.value })}
        />
      </Field>
      <Field label={t('entryMessage')} required error={issues?.message && t('messageRequired')}>
        <TextArea
          value={form.message}
          onChange={(event) => change({ message: event.target.value })}
        />
      </Field>
      <Field
        label={t('entryTime')}
        hint={t('entryTimeHint')}
        error={issues?.createdAt && t('timeInvalid')}
      >
        <DateField
          kind="datetime-local"
          value={form.createdAt}
          onChange={(event) => change({ createdAt: event.target.value })}
        />
      </Field>
      <Button type="submit" variant="primary" disabled={adding.busy}>
        {t('addEntry')}
      </Button>
      {adding.error && (
        <p className="ap-export-failure" role="alert">
          {t('addEntryFailed')}
        </p>
      )}
    </form>
  );
}

import type { Incident, IncidentStatus } from '@portal/shared/contract';
import { Button } from '@portal/ui/button';
import { DateField } from '@portal/ui/date-field';
import { Field } from '@portal/ui/field';
import { Modal } from '@portal/ui/modal';
import { Select } from '@portal/ui/select';
import { TextArea } from '@portal/ui/text-area';
import { TextField } from '@portal/ui/text-field';
import { useState } from 'react';
import { usePanelT } from '../../../i18n/use-panel-t';
import { useCreateIncident } from '../api/change-incident';
import { checkIncidentForm, EMPTY_INCIDENT_FORM, type IncidentForm } from '../rules/incident-forms';
import { statusOptions } from '../rules/incident-status';

/** New incident: title and description required (SPEC §5), status and start time. */
export function CreateIncidentDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (incident: Incident) => void;
}) {
  const t = usePanelT();
  const [form, setForm] = useState<IncidentForm>(EMPTY_INCIDENT_FORM);
  const [issues, setIssues] = useState<ReturnType<typeof checkIncidentForm>['issues']>({});
  const creation = useCreateIncident();
  const change = (next: Partial<IncidentForm>) => setForm((current) => ({ ...current, ...next }));

  async function submit() {
    const checked = checkIncidentForm(form);
    setIssues(checked.issues ?? {});
    if (!checked.body) return;
    const created = await creation.trigger({ body: checked.body });
    if (created) onCreated(created);
  }

  return (
    <Modal
      open
      title={t('newIncident')}
      closeLabel={t('close')}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant="primary" disabled={creation.busy} onClick={() => void submit()}>
            {t('create')}
          </Button>
        </>
      }
    >
      <div className="ap-incident-form">
        <Field label={t('incidentTitle')} required error={issues?.title && t('titleRequired')}>
          <TextField
            value={form.title}
            onChange={(event) => change({ title: event.target.value })}
          />
        </Field>
        <Field
          label={t('incidentDescription')}
          required
          error={issues?.description && t('descriptionRequired')}
        >
          <TextArea
            value={form.description}
            onChange={(event) => change({ description: event.target.value })}
          />
        </Field>
        <Field label={t('status')}>
          <Select
            options={statusOptions(t)}
            value={form.status}
            onChange={(event) => change({ status: event.target.value as IncidentStatus })}
          />
        </Field>
        <Field
          label={t('incidentCreatedAt')}
          hint={t('incidentCreatedAtHint')}
          error={issues?.createdAt && t('timeInvalid')}
        >
          <DateField
            kind="datetime-local"
            value={form.createdAt}
            onChange={(event) => change({ createdAt: event.target.value })}
          />
        </Field>
        {creation.error && (
          <p className="ap-export-failure" role="alert">
            {t('createIncidentFailed')}
          </p>
        )}
      </div>
    </Modal>
  );
}

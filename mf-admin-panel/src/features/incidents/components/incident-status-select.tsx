import type { Incident, IncidentStatus } from '@portal/shared/contract';
import { Field } from '@portal/ui/field';
import { Select } from '@portal/ui/select';
import { usePanelT } from '../../../i18n/use-panel-t';
import { useSetIncidentStatus } from '../api/change-incident';
import { statusOptions } from '../rules/incident-status';

/**
 * The status, changed at once on screen and put back if the server refuses (SPEC §4), with
 * SPEC §8's text.
 */
export function IncidentStatusSelect({ incident }: { incident: Incident }) {
  const t = usePanelT();
  const update = useSetIncidentStatus();
  const change = (status: IncidentStatus) =>
    update.trigger({ params: { id: incident._id }, body: { status } });

  return (
    <div className="ap-incident-status">
      <Field label={t('status')}>
        <Select
          options={statusOptions(t)}
          value={incident.status}
          onChange={(event) => void change(event.target.value as IncidentStatus)}
        />
      </Field>
      {update.error && (
        <p className="ap-export-failure" role="alert">
          {t('updateStatusFailed')}
        </p>
      )}
    </div>
  );
}

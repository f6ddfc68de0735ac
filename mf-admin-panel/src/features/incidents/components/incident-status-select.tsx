import type { Incident, IncidentStatus } from '@portal/shared/contract';
import { incidentKey } from '@portal/shared/runtime/queries/get-incidents';
import { Field } from '@portal/ui/field';
import { Select } from '@portal/ui/select';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { usePanelT } from '../../../i18n/use-panel-t';
import { setIncidentStatus } from '../api/change-incident';
import { statusOptions } from '../rules/incident-status';

/**
 * The status, changed at once on screen and put back if the server refuses (SPEC §4), with
 * SPEC §8's text.
 */
export function IncidentStatusSelect({ incident }: { incident: Incident }) {
  const t = usePanelT();
  const { mutate } = useSWRConfig();
  const [failed, setFailed] = useState(false);

  async function change(status: IncidentStatus) {
    setFailed(false);
    try {
      await mutate(incidentKey(incident._id), setIncidentStatus(incident._id, status), {
        optimisticData: (current?: Incident) => ({ ...(current ?? incident), status }),
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      });
    } catch {
      setFailed(true);
    }
  }

  return (
    <div className="ap-incident-status">
      <Field label={t('status')}>
        <Select
          options={statusOptions(t)}
          value={incident.status}
          onChange={(event) => void change(event.target.value as IncidentStatus)}
        />
      </Field>
      {failed && (
        <p className="ap-export-failure" role="alert">
          {t('updateStatusFailed')}
        </p>
      )}
    </div>
  );
}

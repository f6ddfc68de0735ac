import type { IncidentSummary } from '@portal/shared/contract';
import { useLanguage } from '@portal/shared/runtime/i18n';
import { useIncidents } from '@portal/shared/runtime/queries/get-incidents';
import { adminIncidentPath } from '@portal/shared/runtime/routes';
import { Link, useNavigate } from '@portal/shared/runtime/routing';
import { Badge } from '@portal/ui/badge';
import { Button } from '@portal/ui/button';
import type { DataTableColumn } from '@portal/ui/data-table';
import { EmptyState } from '@portal/ui/empty-state';
import { useState } from 'react';
import { InPageTable } from '../../../components/in-page-table';
import { usePanelT } from '../../../i18n/use-panel-t';
import { STATUS_TEXT, STATUS_TONE } from '../rules/incident-status';
import { CreateIncidentDialog } from './create-incident-dialog';

/** `/admin/incidents`: status, start and title of each, the latest first; a new one opens. */
export function IncidentList() {
  const t = usePanelT();
  const language = useLanguage();
  const navigate = useNavigate();
  const { data, error, isLoading } = useIncidents();
  const [creating, setCreating] = useState(false);
  const columns: DataTableColumn<IncidentSummary>[] = [
    {
      id: 'status',
      header: t('status'),
      cell: (row) => <Badge tone={STATUS_TONE[row.status]}>{t(STATUS_TEXT[row.status])}</Badge>,
    },
    {
      id: 'createdAt',
      header: t('incidentCreatedAt'),
      cell: (row) => new Date(row.createdAt).toLocaleString(language),
    },
    {
      id: 'title',
      header: t('incidentTitle'),
      cell: (row) => <Link to={adminIncidentPath(row._id)}>{row.title}</Link>,
    },
  ];
  return (
    <div className="ap-table-section">
      <div className="ap-export">
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t('newIncident')}
        </Button>
      </div>
      {error ? (
        <EmptyState title={t('loadFailed')} />
      ) : (
        <InPageTable
          caption={t('incidentsTable')}
          columns={columns}
          rows={data ?? []}
          rowKey={(row) => row._id}
          loading={isLoading}
          empty={<EmptyState title={t('noIncidents')} />}
        />
      )}
      {creating && (
        <CreateIncidentDialog
          onClose={() => setCreating(false)}
          onCreated={(incident) => navigate(adminIncidentPath(incident._id))}
        />
      )}
    </div>
  );
}

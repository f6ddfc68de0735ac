import { useLanguage } from '@portal/shared/runtime/i18n';
import { useIncident } from '@portal/shared/runtime/queries/get-incidents';
import { ROUTES } from '@portal/shared/runtime/routes';
import { Link } from '@portal/shared/runtime/routing';
import { EmptyState } from '@portal/ui/empty-state';
import { SectionLoading } from '../../../components/section-loading';
import { usePanelT } from '../../../i18n/use-panel-t';
import { AddEntryForm } from './add-entry-form';
import { IncidentDownloads } from './incident-downloads';
import { IncidentMarkdown } from './incident-markdown';
import { IncidentStatusSelect } from './incident-status-select';
import { IncidentTimeline } from './incident-timeline';

/** `/admin/incidents/{id}`: the incident, its status, its files and its timeline. */
export function IncidentDetail({ incidentId }: { incidentId: number }) {
  const t = usePanelT();
  const language = useLanguage();
  const { data: incident, error } = useIncident(incidentId);
  const back = <Link to={ROUTES.adminIncidents}>{t('backToIncidents')}</Link>;
  if (error) return <EmptyState title={t('incidentNotFound')} action={back} />;
  if (!incident) return <SectionLoading height={240} />;
  return (
    <article className="ap-incident" aria-labelledby="ap-incident-title">
      <p>{back}</p>
      <h3 id="ap-incident-title">{incident.title}</h3>
      <p className="ap-section-intro">
        {t('startedBy', {
          time: new Date(incident.createdAt).toLocaleString(language),
          name: incident.createdBy ?? '—',
        })}
      </p>
      <IncidentMarkdown className="ap-incident-description" text={incident.description} />
      <IncidentStatusSelect incident={incident} />
      <IncidentDownloads incidentId={incident._id} />
      <IncidentTimeline incident={incident} />
      <AddEntryForm incidentId={incident._id} />
    </article>
  );
}

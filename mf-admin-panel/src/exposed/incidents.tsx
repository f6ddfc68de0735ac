import type { IncidentsProps } from '@portal/shared/runtime/remotes';
import { ROUTES } from '@portal/shared/runtime/routes';
import { Navigate } from '@portal/shared/runtime/routing';
import { PanelSidebar } from '../components/panel-sidebar';
import { IncidentDetail } from '../features/incidents/components/incident-detail';
import { IncidentList } from '../features/incidents/components/incident-list';
import { useIncidentsLive } from '../features/incidents/hooks/use-incidents-live';
import { registerAdminPanelTranslations, usePanelT } from '../i18n/use-panel-t';
import '../components/panel.css';
import '../features/incidents/components/incidents.css';

registerAdminPanelTranslations();

/** A route id that is not a positive whole number names no incident. */
function incidentNumber(incidentId: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(incidentId) ? Number(incidentId) : undefined;
}

/**
 * `mf_admin_panel/Incidents` (power ≥ 100): `/admin/incidents` (the list) and
 * `/admin/incidents/{id}` (one incident), beside the panel's sidebar.
 */
export default function Incidents({ incidentId }: IncidentsProps) {
  const t = usePanelT();
  useIncidentsLive();
  const id = incidentId === null ? undefined : incidentNumber(incidentId);
  if (incidentId !== null && id === undefined)
    return <Navigate to={ROUTES.adminIncidents} replace />;
  return (
    <div className="ap-panel">
      <PanelSidebar current="incidents" />
      <section className="ap-section" aria-labelledby="ap-section-title">
        <h2 id="ap-section-title" className="ap-section-title">
          {t('incidents')}
        </h2>
        {id === undefined ? (
          <>
            <p className="ap-section-intro">{t('incidentsIntro')}</p>
            <IncidentList />
          </>
        ) : (
          <IncidentDetail incidentId={id} />
        )}
      </section>
    </div>
  );
}

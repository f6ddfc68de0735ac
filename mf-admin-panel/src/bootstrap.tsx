// The kit's tokens and base styles, which the shell provides inside the portal.
import '@portal/ui/styles.css';
import { ROUTES } from '@portal/shared/runtime/routes';
import { Route, Routes } from '@portal/shared/runtime/routing';
import { mountStandalone } from '@portal/shared/standalone/mount-standalone';
import { IncidentsAtRoute } from './components/incidents-at-route';
import { PanelAtHash } from './components/panel-at-hash';

/** Standalone dev page (`npm run dev -w mf-admin-panel`); inside the portal the shell mounts it. */
mountStandalone(
  <main style={{ maxWidth: 1200, margin: '0 auto', padding: 'var(--portal-space-4)' }}>
    <Routes>
      <Route path={ROUTES.adminIncidents} element={<IncidentsAtRoute />} />
      <Route path={ROUTES.adminIncident} element={<IncidentsAtRoute />} />
      <Route path="*" element={<PanelAtHash />} />
    </Routes>
  </main>,
);

import { type ClientMode, canUseAdminPanel } from '@portal/shared/contract';
import { openedOver, ROUTES } from '@portal/shared/runtime/routes';
import { Navigate, Outlet, Route, Routes, useLocation } from '@portal/shared/runtime/routing';
import { useMemo } from 'react';
import { PortalLayout } from '../features/chrome/portal-layout';
import { LiveConnection } from '../features/live/live-connection';
import { LoginPage } from '../features/login/login-page';
import { SsoCallbackPage } from '../features/login/sso-callback-page';
import { SsoStartPage } from '../features/login/sso-start-page';
import { ReleaseNotices } from '../features/remotes/release-notices';
import { LegacyRedirectGate } from '../features/routing/legacy-redirect-gate';
import { RequirePower } from '../features/session/require-power';
import { RequireSession } from '../features/session/require-session';
import { AdminPanelLink } from './admin-panel-link';
import { AdminIncidentsRoute, AdminPanelRoute } from './admin-routes';
import { AssistantWidgetSlot, ticketOpenAt } from './assistant-widget-slot';
import { HomeRoute } from './home-route';
import { StaffViewRoute } from './staff-view-route';
import { STAFF_VIEWS } from './staff-views';
import { TicketModalRoute } from './ticket-modal-route';

/**
 * The routes of SPEC §2. A ticket opened over another page (`ticketOver`) leaves that page
 * rendered under its modal; otherwise `/ticket/:id` opens over the home list.
 */
export function AppRoutes({ clientMode }: { clientMode: ClientMode }) {
  const location = useLocation();
  const underModal = useMemo(() => openedOver(location.state), [location.state]);
  // Read here, from the address itself: the layout below may be showing the page under the modal.
  const openTicketId = ticketOpenAt(location.pathname);
  return (
    <LegacyRedirectGate>
      {underModal && (
        <Routes>
          <Route
            path={ROUTES.ticket}
            element={
              <RequireSession>
                <TicketModalRoute clientMode={clientMode} returnTo={underModal} />
              </RequireSession>
            }
          />
        </Routes>
      )}
      <Routes location={underModal ?? location}>
        <Route element={<PortalLayout clientMode={clientMode} signedIn={false} />}>
          <Route path={ROUTES.login} element={<LoginPage />} />
          <Route path={ROUTES.loginSso} element={<SsoStartPage />} />
          <Route path={ROUTES.loginSsoCallback} element={<SsoCallbackPage />} />
        </Route>
        <Route
          element={
            <RequireSession>
              <LiveConnection />
              <ReleaseNotices />
              <PortalLayout
                clientMode={clientMode}
                signedIn
                accountLinks={<AdminPanelLink clientMode={clientMode} />}
              />
              <AssistantWidgetSlot clientMode={clientMode} ticketId={openTicketId} />
            </RequireSession>
          }
        >
          <Route element={<HomeRoute clientMode={clientMode} />}>
            <Route index element={null} />
            <Route path={ROUTES.ticket} element={<TicketModalRoute clientMode={clientMode} />} />
          </Route>
          <Route
            element={
              <RequirePower allows={canUseAdminPanel}>
                <Outlet />
              </RequirePower>
            }
          >
            <Route path={ROUTES.panel} element={<AdminPanelRoute clientMode={clientMode} />} />
            <Route
              path={ROUTES.adminIncidents}
              element={<AdminIncidentsRoute clientMode={clientMode} />}
            />
            <Route
              path={ROUTES.adminIncident}
              element={<AdminIncidentsRoute clientMode={clientMode} />}
            />
          </Route>
          {STAFF_VIEWS.map((view) => (
            <Route
              key={view.slot}
              path={view.path}
              element={
                <RequirePower allows={view.allows}>
                  <StaffViewRoute view={view} clientMode={clientMode} />
                </RequirePower>
              }
            />
          ))}
          <Route path="*" element={<Navigate to={ROUTES.home} replace />} />
        </Route>
      </Routes>
    </LegacyRedirectGate>
  );
}

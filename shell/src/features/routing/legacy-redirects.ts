import { adminIncidentPath, ROUTES } from '@portal/shared/runtime/routes';

/**
 * SPEC §2 redirects: `/panel/incidents(/:id)` and `/panel#incidents` now live under
 * `/admin/incidents`. Returns where to go, or null when the address is current.
 */
export function legacyRedirect(pathname: string, hash: string): string | null {
  if (/^\/panel\/?$/.test(pathname) && hash === '#incidents') return ROUTES.adminIncidents;
  const incidents = /^\/panel\/incidents(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!incidents) return null;
  const incidentId = incidents[1];
  return incidentId === undefined
    ? ROUTES.adminIncidents
    : adminIncidentPath(decodeURIComponent(incidentId));
}

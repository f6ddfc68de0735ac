/** Browser routes of SPEC §2. Remotes link with these; the shell renders the matching slots. */
export const ROUTES = {
  home: '/',
  ticket: '/ticket/:ticketIdLoad',
  login: '/login',
  panel: '/panel',
  adminIncidents: '/admin/incidents',
  adminIncident: '/admin/incidents/:id',
  /** Staff views of SPEC §2 (`mf_staff_stats`). */
  staffStatistics: '/staff/statistics',
  staffResponseTime: '/staff/response-time',
  staffMyReviews: '/staff/my-reviews',
} as const;

export function ticketPath(ticketId: number): string {
  return `/ticket/${ticketId}`;
}

export function adminIncidentPath(incidentId: string | number): string {
  return `/admin/incidents/${encodeURIComponent(String(incidentId))}`;
}

/** Paths that need power ≥ POWER.superAdmin (SPEC §2 guard). */
export function isAdminPath(pathname: string): boolean {
  return /^\/(panel|admin)(\/|$)/.test(pathname);
}

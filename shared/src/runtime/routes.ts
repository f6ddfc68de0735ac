import { isRecord, SSO_PAGES } from '@portal/shared/contract';

/** Browser routes of SPEC §2. Remotes link with these; the shell renders the matching slots. */
export const ROUTES = {
  home: '/',
  ticket: '/ticket/:ticketIdLoad',
  login: '/login',
  /** Single sign-on: starts a sign-in at the identity provider, and takes its answer back. */
  loginSso: SSO_PAGES.start,
  loginSsoCallback: SSO_PAGES.callback,
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

/** A page of the portal, as the router keeps it. */
export interface PagePlace {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * A link that opens a ticket's modal over the page it is clicked on (a panel table, a statistics
 * list): that page stays mounted under the modal, keeping its state, and closing returns to it.
 * Without this the modal opens over the home list.
 */
export function ticketOver(ticketId: number, { pathname, search, hash }: PagePlace) {
  return { to: ticketPath(ticketId), state: { openedOver: { pathname, search, hash } } };
}

function isPagePlace(value: unknown): value is PagePlace {
  if (!isRecord(value)) return false;
  const { pathname, search, hash } = value;
  return typeof pathname === 'string' && typeof search === 'string' && typeof hash === 'string';
}

/** The page a ticket was opened over (`ticketOver`), read from the router's state; else null. */
export function openedOver(state: unknown): PagePlace | null {
  const place = isRecord(state) ? state.openedOver : undefined;
  return isPagePlace(place)
    ? { pathname: place.pathname, search: place.search, hash: place.hash }
    : null;
}

export function adminIncidentPath(incidentId: string | number): string {
  return `/admin/incidents/${encodeURIComponent(String(incidentId))}`;
}

/** Paths that need power ≥ POWER.superAdmin (SPEC §2 guard). */
export function isAdminPath(pathname: string): boolean {
  return /^\/(panel|admin)(\/|$)/.test(pathname);
}

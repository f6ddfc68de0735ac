import type { AdminPanelSection } from '@portal/shared/runtime/remotes';
import { ROUTES } from '@portal/shared/runtime/routes';

/**
 * The sections this remote shows at `/panel#<section>`, in sidebar order (SPEC §2). Incidents
 * have their own address (`/admin/incidents`, where the shell sends `/panel#incidents`).
 */
export const PANEL_SECTIONS = [
  'dashboard',
  'staff',
  'tickets',
  'users',
  'tokens',
  'webhooks',
  'audit',
  'api',
  'config',
] as const satisfies readonly AdminPanelSection[];
export type PanelSection = (typeof PANEL_SECTIONS)[number];

export function isPanelSection(section: AdminPanelSection): section is PanelSection {
  return (PANEL_SECTIONS as readonly string[]).includes(section);
}

/** `/panel#<section>`, as a router link target. */
export function sectionLink(section: AdminPanelSection) {
  return { pathname: ROUTES.panel, hash: section };
}

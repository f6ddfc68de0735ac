import { z } from 'zod';

/**
 * Federated remotes the shell knows how to place, and the props of every exposed module.
 * A remote's container name is its `scope`; exposed module names start with `./`.
 */
export const REMOTES = {
  tickets: { scope: 'mf_tickets', home: './Home' },
  ticketDetail: { scope: 'mf_ticket_detail', modal: './TicketModal' },
  adminPanel: { scope: 'mf_admin_panel', panel: './Panel', incidents: './Incidents' },
} as const;

/** Props of `mf_tickets/Home`. */
export type HomeProps = Record<string, never>;

/** Props of `mf_ticket_detail/TicketModal`. */
export interface TicketModalProps {
  ticketId: number;
  onClose: () => void;
}

/** Sections of `/panel`, chosen by the hash (SPEC §2). */
export const ADMIN_PANEL_SECTIONS = [
  'dashboard',
  'staff',
  'tickets',
  'users',
  'tokens',
  'config',
  'incidents',
] as const;
export type AdminPanelSection = (typeof ADMIN_PANEL_SECTIONS)[number];

/** Props of `mf_admin_panel/Panel` (`/panel#<section>`). */
export interface AdminPanelProps {
  section: AdminPanelSection;
}

/** Props of `mf_admin_panel/Incidents` (`/admin/incidents` and `/admin/incidents/:id`). */
export interface IncidentsProps {
  incidentId: string | null;
}

/** One line of `/remotes.json`: the container name and its `mf-manifest.json` address. */
export const remoteRegistryEntrySchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]*$/),
  entry: z.string().min(1),
});
export const remoteRegistrySchema = z.array(remoteRegistryEntrySchema);
export type RemoteRegistryEntry = z.infer<typeof remoteRegistryEntrySchema>;

export const REMOTE_REGISTRY_URL = '/remotes.json';

import type { ClientMode } from '@portal/shared/contract';

/** Who may load a remote: a minimum power and the client modes it loads in (ARCHITECTURE §4). */
export interface RemoteLoadedBy {
  minPower: number;
  clientModes: readonly ClientMode[];
}

/**
 * What the shell reads of a remote's `remote.descriptor.json`: its container name, which slot
 * each exposed module fills (`{ home: './Home' }`) and who may load it.
 */
export interface RemoteSlots {
  container: string;
  slots: Readonly<Record<string, string>>;
  loadedBy: RemoteLoadedBy;
}

/** Whether this viewer, in this client mode, may load the remote (power unknown = 0). */
export function mayLoad(
  loadedBy: RemoteLoadedBy,
  viewer: { clientMode: ClientMode; power: number | undefined },
): boolean {
  return (
    loadedBy.clientModes.includes(viewer.clientMode) && (viewer.power ?? 0) >= loadedBy.minPower
  );
}

/** Props of every exposed module, per slot the shell renders; exposed names start with `./`. */

/** Props of `mf_tickets/Home`. */
export type HomeProps = Record<string, never>;

/** Props of `mf_ticket_detail/TicketModal`. */
export interface TicketModalProps {
  ticketId: number;
  onClose: () => void;
}

/** Props of `mf_staff_stats/Statistics`, `/ResponseTime` and `/MyReviews` (the staff views). */
export type StaffViewProps = Record<string, never>;

/** Sections of `/panel`, chosen by the hash (SPEC §2). */
export const ADMIN_PANEL_SECTIONS = [
  'dashboard',
  'staff',
  'tickets',
  'users',
  'tokens',
  'webhooks',
  'audit',
  'api',
  'config',
  'incidents',
] as const;
export type AdminPanelSection = (typeof ADMIN_PANEL_SECTIONS)[number];

/** The section a `/panel` hash names (`#staff`); the dashboard for none or an unknown one. */
export function adminPanelSectionFromHash(hash: string): AdminPanelSection {
  const requested = hash.replace(/^#/, '');
  return ADMIN_PANEL_SECTIONS.find((section) => section === requested) ?? 'dashboard';
}

/** Props of `mf_admin_panel/Panel` (`/panel#<section>`). */
export interface AdminPanelProps {
  section: AdminPanelSection;
}

/** Props of `mf_admin_panel/Incidents` (`/admin/incidents` and `/admin/incidents/:id`). */
export interface IncidentsProps {
  incidentId: string | null;
}

/**
 * Props of `mf_assistant/AssistantWidget`, the floating staff assistant rendered once on every
 * signed-in page: the ticket open in the modal route (`/ticket/:id`), else null.
 */
export interface AssistantWidgetProps {
  ticketId: number | null;
}

// `/remotes.json` is read by the server too, so its line schema lives in the contract.
export {
  REMOTE_REGISTRY_URL,
  type RemoteRegistryEntry,
  remoteRegistryLines,
} from '@portal/shared/contract';

import {
  type AdminPanelProps,
  type HomeProps,
  type IncidentsProps,
  REMOTES,
  type TicketModalProps,
} from '@portal/shared/runtime/remotes';

export interface SlotDefinition {
  /** Container name, as in `/remotes.json`. */
  scope: string;
  /** Exposed module, `./Name`. */
  module: string;
  /** Game clients (in-game browser, launcher, embed) load only what they need (ARCHITECTURE §4). */
  loadsInGameClients: boolean;
}

/**
 * Every place the shell renders a remote. Adding a remote = one line in `/remotes.json`, one line
 * here (plus its props in `SlotProps`) and one route or placement that renders `<RemoteSlot>`.
 */
export const SLOTS = {
  home: { scope: REMOTES.tickets.scope, module: REMOTES.tickets.home, loadsInGameClients: true },
  ticketModal: {
    scope: REMOTES.ticketDetail.scope,
    module: REMOTES.ticketDetail.modal,
    loadsInGameClients: true,
  },
  adminPanel: {
    scope: REMOTES.adminPanel.scope,
    module: REMOTES.adminPanel.panel,
    loadsInGameClients: false,
  },
  adminIncidents: {
    scope: REMOTES.adminPanel.scope,
    module: REMOTES.adminPanel.incidents,
    loadsInGameClients: false,
  },
} as const satisfies Record<string, SlotDefinition>;

export type SlotName = keyof typeof SLOTS;

/** Props each slot's exposed module receives. */
export interface SlotProps {
  home: HomeProps;
  ticketModal: TicketModalProps;
  adminPanel: AdminPanelProps;
  adminIncidents: IncidentsProps;
}

/** `<scope>/<Name>`, the id `loadRemote` expects. */
export function remoteModuleId(slot: SlotDefinition): string {
  return `${slot.scope}/${slot.module.replace(/^\.\//, '')}`;
}

import type { ClientMode } from '@portal/shared/contract';
import {
  type AdminPanelProps,
  type AssistantWidgetProps,
  type HomeProps,
  type IncidentsProps,
  mayLoad,
  type RemoteLoadedBy,
  type RemoteSlots,
  type StaffViewProps,
  type TicketModalProps,
} from '@portal/shared/runtime/remotes';
import type { PowerRule } from '@portal/shared/runtime/viewer';

/** Every place the shell renders a remote, with the props its module receives. */
export interface SlotProps {
  home: HomeProps;
  ticketModal: TicketModalProps;
  adminPanel: AdminPanelProps;
  adminIncidents: IncidentsProps;
  staffStatistics: StaffViewProps;
  staffResponseTime: StaffViewProps;
  staffMyReviews: StaffViewProps;
  /** Once on every signed-in page, floating over it (administrators in a browser). */
  assistantWidget: AssistantWidgetProps;
}

export type SlotName = keyof SlotProps;

export interface SlotDefinition {
  /** Container name, as in `/remotes.json`. */
  scope: string;
  /** Exposed module, `./Name`. */
  module: string;
  loadedBy: RemoteLoadedBy;
}

/**
 * The remote module that fills a slot, as its descriptor declares (read by the shell's build);
 * undefined when no listed remote fills it, which the slot shows as unavailable.
 */
export function slotDefinition(
  name: SlotName,
  remotes: readonly RemoteSlots[] = PORTAL_REMOTES,
): SlotDefinition | undefined {
  const remote = remotes.find((candidate) => name in candidate.slots);
  const module = remote?.slots[name];
  return remote && module
    ? { scope: remote.container, module, loadedBy: remote.loadedBy }
    : undefined;
}

/**
 * Whether to offer this viewer a way into a slot: the contract's rule `allows` their power and
 * the slot's remote may load in their client, so a link never leads to a remote that is refused.
 */
export function maySeeSlot(
  name: SlotName,
  allows: PowerRule,
  viewer: { clientMode: ClientMode; power: number | undefined },
  remotes: readonly RemoteSlots[] = PORTAL_REMOTES,
): boolean {
  const { power } = viewer;
  const slot = slotDefinition(name, remotes);
  return (
    power !== undefined && allows({ power }) && slot !== undefined && mayLoad(slot.loadedBy, viewer)
  );
}

/** `<scope>/<Name>`, the id `loadRemote` expects. */
export function remoteModuleId(slot: SlotDefinition): string {
  return `${slot.scope}/${slot.module.replace(/^\.\//, '')}`;
}

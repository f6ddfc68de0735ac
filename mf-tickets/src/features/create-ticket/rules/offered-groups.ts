import { type Group, PUBLIC_EVENT, TICKET_TYPE } from '@portal/shared/contract';
import type { ClientMode } from '@portal/shared/runtime/client-mode';

/** In-game users see in-game groups; everyone else sees web groups (SPEC §5 "Group offer"). */
const IN_GAME_MODES: readonly ClientMode[] = ['ingame', 'launcher'];

function isPublicEvent(group: Group, categoryKey: string): boolean {
  return group.key === PUBLIC_EVENT.group && categoryKey === PUBLIC_EVENT.category;
}

/**
 * The support groups the create form offers in a client mode, each with the categories it can
 * open here. The public-event category needs the calendar frame, which this form does not have
 * yet, so it is left out rather than offered and then refused by the server.
 */
export function offeredSupportGroups(groups: readonly Group[], mode: ClientMode): Group[] {
  const wantsWebGroups = !IN_GAME_MODES.includes(mode);
  return groups
    .filter((group) => group.ticketType === TICKET_TYPE.support && group.isWeb === wantsWebGroups)
    .map((group) => ({
      ...group,
      categories: group.categories.filter((category) => !isPublicEvent(group, category.key)),
    }))
    .filter((group) => group.categories.length > 0);
}

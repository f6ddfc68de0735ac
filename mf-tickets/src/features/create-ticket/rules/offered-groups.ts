import type { Group } from '@portal/shared/contract';
import type { ClientMode } from '@portal/shared/runtime/client-mode';

/** In-game users see in-game groups; everyone else sees web groups (SPEC §5 "Group offer"). */
const IN_GAME_MODES: readonly ClientMode[] = ['ingame', 'launcher'];

export function isWebClientMode(mode: ClientMode): boolean {
  return !IN_GAME_MODES.includes(mode);
}

/** The groups (support and report) the create form offers in a client mode. */
export function offeredGroups(groups: readonly Group[], mode: ClientMode): Group[] {
  const wantsWebGroups = isWebClientMode(mode);
  return groups.filter((group) => group.isWeb === wantsWebGroups && group.categories.length > 0);
}

import { type ClientMode, type Group, isGameClient } from '@portal/shared/contract';

/** In-game users see in-game groups; everyone else sees web groups (SPEC §5 "Group offer"). */
export function isWebClientMode(mode: ClientMode): boolean {
  return !isGameClient(mode);
}

/** The groups (support and report) the create form offers in a client mode. */
export function offeredGroups(groups: readonly Group[], mode: ClientMode): Group[] {
  const wantsWebGroups = isWebClientMode(mode);
  return groups.filter((group) => group.isWeb === wantsWebGroups && group.categories.length > 0);
}

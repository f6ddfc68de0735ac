import {
  canSeeRealNames,
  type GroupFacts,
  isStaffOn,
  type PartyFacts,
  type TicketFacts,
  type Viewer,
} from '@portal/shared/contract';

/**
 * How much one viewer may learn about the people on a ticket (SPEC §6):
 * - `realNames`: admins of the ticket get names, ids and power;
 * - `pseudonyms`: staff on it get pseudonyms, with staff flagged;
 * - `playerView`: everyone else gets pseudonyms and never learns which account is staff: staff
 *   appear only as support, under a pseudonym that holds on this ticket alone.
 */
export type Disclosure = 'realNames' | 'pseudonyms' | 'playerView';

/** The ticket people are seen on, and what its viewer may learn about them. */
export interface PeopleView {
  disclosure: Disclosure;
  ticket: { id: number } & PartyFacts;
}

export function disclosureFor(viewer: Viewer, group: GroupFacts, ticket: TicketFacts): Disclosure {
  if (canSeeRealNames(viewer, group, ticket)) return 'realNames';
  return isStaffOn(viewer, ticket) ? 'pseudonyms' : 'playerView';
}

import { canSeeStaffOnlyComments, canSeeTicket } from '@portal/shared/contract';
import type { TicketRecord } from '../domain/ticket-record';
import { type Disclosure, disclosureFor } from '../presenters/people-view';
import {
  findTicketAudienceCandidates,
  type ShownAccount,
} from '../repositories/accounts/accounts-repository';
import type { Executor } from '../repositories/executor';
import { type FormerPeople, liveAudienceOf } from '../services/live-events';

export interface AudienceMember {
  accountId: number;
  disclosure: Disclosure;
}

/**
 * Everyone who may see the ticket now or, with `former`, before its change: read by the ticket's
 * id alone, so it runs beside the ticket's own read.
 */
export function audienceCandidates(
  db: Executor,
  ticketId: number,
  former?: FormerPeople,
): Promise<ShownAccount[]> {
  return findTicketAudienceCandidates(db, ticketId, liveAudienceOf(former));
}

/**
 * Exactly the candidates the permission rules let see this ticket (or its staff-only comments),
 * each checked with the same contract functions the REST calls use.
 */
export function ticketAudience(
  candidates: readonly ShownAccount[],
  record: TicketRecord,
  options: { staffOnly: boolean },
): AudienceMember[] {
  const facts = record.facts;
  const group = record.group;
  const members: AudienceMember[] = [];
  for (const account of candidates) {
    const allowed = options.staffOnly
      ? canSeeStaffOnlyComments(account, group, facts)
      : canSeeTicket(account, group, facts);
    if (allowed)
      members.push({ accountId: account.id, disclosure: disclosureFor(account, group, facts) });
  }
  return members;
}

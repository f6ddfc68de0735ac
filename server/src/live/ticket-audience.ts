import {
  canSeeStaffOnlyComments,
  canSeeTicket,
  isUnassigned,
  POWER,
} from '@portal/shared/contract';
import { type Disclosure, disclosureFor } from '../presenters/people-view';
import { findAudienceCandidates } from '../repositories/accounts-repository';
import type { Executor } from '../repositories/executor';
import {
  groupFacts,
  permissionViewer,
  type TicketRecord,
  ticketFacts,
} from '../services/tickets/ticket-record';

export interface AudienceMember {
  accountId: number;
  disclosure: Disclosure;
}

/**
 * Exactly the accounts the permission rules let see this ticket (or its staff-only comments):
 * candidates come from the ticket's people and the roles that reach it, then each is checked with
 * the same contract functions the REST calls use.
 */
export async function ticketAudience(
  db: Executor,
  record: TicketRecord,
  options: { staffOnly: boolean },
): Promise<AudienceMember[]> {
  const facts = ticketFacts(record.row, record.people);
  const group = groupFacts(record.group);
  const roleKeys = [
    ...record.people.roleKeys,
    ...(isUnassigned(facts) ? record.group.adminRoles : []),
  ];
  const candidates = await findAudienceCandidates(db, {
    accountIds: [
      record.row.created_by,
      ...record.people.assigneeIds,
      ...record.people.partnerIds,
      ...(record.row.report_accused_id === null ? [] : [record.row.report_accused_id]),
    ],
    roleKeys,
    minPower: POWER.superAdmin,
  });
  const members: AudienceMember[] = [];
  for (const account of candidates) {
    const viewer = permissionViewer(account);
    const allowed = options.staffOnly
      ? canSeeStaffOnlyComments(viewer, group, facts)
      : canSeeTicket(viewer, group, facts);
    if (allowed)
      members.push({ accountId: account.id, disclosure: disclosureFor(viewer, group, facts) });
  }
  return members;
}

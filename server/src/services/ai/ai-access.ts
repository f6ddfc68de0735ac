import { canComment, ERROR_CODES, isStaffOn, type PartyFacts } from '@portal/shared/contract';
import type { TicketRecord } from '../../domain/ticket-record';
import { refuse } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';

function partyFacts(record: TicketRecord): PartyFacts {
  const facts = record.facts;
  return { type: facts.type, accusedId: facts.accusedId, partnerIds: facts.partnerIds };
}

/** Staff acting as staff on the ticket (not a party of its report): AI help is theirs. */
export function assertStaffOnTicket(viewer: Viewer, record: TicketRecord): void {
  if (!isStaffOn(viewer, partyFacts(record))) {
    throw refuse({ code: ERROR_CODES.aiStaffOnly });
  }
}

/**
 * Suggestions are replies: for staff on the ticket (the ticket is visible to them, which the
 * caller's load checked) who may comment on it now (it is open).
 */
export function assertMaySuggest(viewer: Viewer, record: TicketRecord): void {
  assertStaffOnTicket(viewer, record);
  const facts = record.facts;
  if (!canComment(viewer, record.group, facts)) {
    throw refuse({ code: ERROR_CODES.ticketClosed });
  }
}

import { canSeeStaffOnlyComments, canSeeTicket } from '@portal/shared/contract';
import {
  findPresentedTicketRecord,
  findTicketRecord,
  type TicketRecord,
} from '../../domain/ticket-record';
import { notFound } from '../../errors/app-error';
import type { Viewer } from '../../identity/viewer';
import { type Disclosure, disclosureFor, type PeopleView } from '../../presenters/people-view';
import type { Executor } from '../../repositories/executor';
import type { TicketPresentationData } from '../../repositories/tickets/ticket-presentation-repository';

export function viewerCanSee(viewer: Viewer, record: TicketRecord): boolean {
  return canSeeTicket(viewer, record.group, record.facts);
}

/** A ticket's people as seen with `disclosure`. */
export function peopleViewOn(record: TicketRecord, disclosure: Disclosure): PeopleView {
  return { disclosure, ticket: { id: record.row.id, ...record.facts } };
}

/** What this viewer may learn about the people on the ticket. */
export function viewerPeopleView(viewer: Viewer, record: TicketRecord): PeopleView {
  const facts = record.facts;
  return peopleViewOn(record, disclosureFor(viewer, record.group, facts));
}

export function viewerSeesStaffOnly(viewer: Viewer, record: TicketRecord): boolean {
  return canSeeStaffOnlyComments(viewer, record.group, record.facts);
}

/**
 * Loads a ticket the viewer may see. A ticket that exists but is not theirs answers exactly like
 * one that does not exist, so ids cannot be probed. `lock` holds the row for the transaction.
 */
export async function loadVisibleTicket(
  db: Executor,
  viewer: Viewer,
  ticketId: number,
  options: { lock?: boolean } = {},
): Promise<TicketRecord> {
  const record = await findTicketRecord(db, ticketId, options);
  if (!record || !viewerCanSee(viewer, record)) throw notFound('ticket');
  return record;
}

/** `loadVisibleTicket` with what presenting it reads, in one statement (opening a ticket). */
export async function loadVisiblePresentedTicket(
  db: Executor,
  viewer: Viewer,
  ticketId: number,
): Promise<{ record: TicketRecord; presentation: TicketPresentationData }> {
  const found = await findPresentedTicketRecord(db, ticketId);
  if (!found || !viewerCanSee(viewer, found.record)) throw notFound('ticket');
  return found;
}

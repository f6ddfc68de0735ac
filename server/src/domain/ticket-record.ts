import type { TicketFacts } from '@portal/shared/contract';
import type { TicketRow } from '../db/database';
import type { AudienceCandidates } from '../repositories/accounts/accounts-repository';
import type { GroupWithAdminRoles } from '../repositories/community-repository';
import type { Executor } from '../repositories/executor';
import {
  findTicketWithThread,
  type ThreadPageQuery,
} from '../repositories/tickets/comments-repository';
import {
  findPresentedTicket,
  type PresentedTicketExtras,
} from '../repositories/tickets/ticket-presentation-repository';
import {
  findTicketPeople,
  findTicketWithPeople,
  lockTicketWithAccounts,
  type TicketPeople,
  type TicketWithPeople,
} from '../repositories/tickets/tickets-repository';

/**
 * A ticket with everything the permission rules and presenters look at: its row, people and
 * group, and the contract's `TicketFacts` about it, read once when the record is loaded.
 */
export interface TicketRecord extends TicketWithPeople {
  readonly facts: TicketFacts;
}

function ticketFacts(row: TicketRow, people: TicketPeople): TicketFacts {
  return {
    type: row.type === 1 ? 1 : 0,
    status: row.status === 1 ? 1 : 0,
    creatorId: row.created_by,
    assigneeIds: people.assigneeIds,
    roleAssignees: people.roleKeys,
    accusedId: row.report_accused_id,
    partnerIds: people.partnerIds,
  };
}

export async function loadTicketRecords(
  db: Executor,
  rows: readonly TicketRow[],
  groups: ReadonlyMap<string, GroupWithAdminRoles>,
): Promise<TicketRecord[]> {
  const people = await findTicketPeople(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ticketRecord(row, people.get(row.id), groups));
}

/** The record of a ticket read with its people, its group found in the catalogue's `groups`. */
export function ticketRecord(
  row: TicketRow,
  people: TicketPeople | undefined,
  groups: ReadonlyMap<string, GroupWithAdminRoles>,
): TicketRecord {
  const group = groups.get(row.group_key);
  if (!group || !people) throw new Error(`Ticket ${row.id} has no group ${row.group_key}`);
  return withFacts({ row, people, group });
}

function withFacts(found: TicketWithPeople): TicketRecord {
  return { ...found, facts: ticketFacts(found.row, found.people) };
}

/** The record with other people (as it was before a change), its facts computed again for them. */
export function recordWithPeople(record: TicketRecord, people: TicketPeople): TicketRecord {
  return withFacts({ row: record.row, people, group: record.group });
}

/**
 * A ticket's current record by id: its row, people and group in one statement. `lock` holds the
 * row for the rest of the transaction, so concurrent changes of the ticket queue up.
 */
export async function findTicketRecord(
  db: Executor,
  ticketId: number,
  options: { lock?: boolean } = {},
): Promise<TicketRecord | undefined> {
  const found = await findTicketWithPeople(db, ticketId, options);
  return found && withFacts(found);
}

/** A read of a ticket with more (the repositories' `ticket` and what else it read), as a record. */
type WithRecord<Found extends { ticket: TicketWithPeople }> = Omit<Found, 'ticket'> & {
  record: TicketRecord;
};

function asRecord<Found extends { ticket: TicketWithPeople }>(
  found: Found | undefined,
): WithRecord<Found> | undefined {
  if (!found) return undefined;
  const { ticket, ...rest } = found;
  return { ...rest, record: withFacts(ticket) };
}

/**
 * `findTicketRecord` with what presenting the ticket reads, in the same statement (opening it),
 * and `extras` (a change's: `findPresentedTicket`).
 */
export async function findPresentedTicketRecord(
  db: Executor,
  ticketId: number,
  extras: PresentedTicketExtras = {},
) {
  return asRecord(await findPresentedTicket(db, ticketId, extras));
}

/** `findTicketRecord` with a page of its thread, in the same statement (`findTicketWithThread`). */
export async function findTicketRecordWithThread(db: Executor, query: ThreadPageQuery) {
  return asRecord(await findTicketWithThread(db, query));
}

/**
 * `findTicketRecord` locked, with these accounts read in the same statement (a comment batch), and
 * with `audience` its live audience's candidates.
 */
export async function lockTicketRecordWithAccounts(
  db: Executor,
  ticketId: number,
  accountIds: readonly number[],
  audience?: AudienceCandidates,
) {
  return asRecord(await lockTicketWithAccounts(db, ticketId, accountIds, audience));
}

import type { GroupFacts, Viewer as PermissionViewer, TicketFacts } from '@portal/shared/contract';
import type { TicketRow } from '../../db/database';
import type { Viewer } from '../../identity/viewer';
import type { GroupWithAdminRoles } from '../../repositories/community-repository';
import type { Executor } from '../../repositories/executor';
import {
  findTicketPeople,
  findTicketWithPeople,
  type TicketPeople,
  type TicketWithPeople,
} from '../../repositories/tickets-repository';

/** A ticket with everything the permission rules and presenters look at. */
export type TicketRecord = TicketWithPeople;

export function permissionViewer(viewer: Pick<Viewer, 'id' | 'power' | 'roles'>): PermissionViewer {
  return { id: viewer.id, power: viewer.power, adminRoles: viewer.roles };
}

export function groupFacts(group: Pick<GroupWithAdminRoles, 'adminRoles'>): GroupFacts {
  return { adminRoles: group.adminRoles };
}

export function ticketFacts(row: TicketRow, people: TicketPeople): TicketFacts {
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
  return rows.map((row) => {
    const group = groups.get(row.group_key);
    const ticketPeople = people.get(row.id);
    if (!group || !ticketPeople) throw new Error(`Ticket ${row.id} has no group ${row.group_key}`);
    return { row, people: ticketPeople, group };
  });
}

/**
 * A ticket's current record by id: its row, people and group in one statement. `lock` holds the
 * row for the rest of the transaction, so concurrent changes of the ticket queue up.
 */
export function findTicketRecord(
  db: Executor,
  ticketId: number,
  options: { lock?: boolean } = {},
): Promise<TicketRecord | undefined> {
  return findTicketWithPeople(db, ticketId, options);
}

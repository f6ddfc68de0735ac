import type { Ticket } from '@portal/shared/contract';
import type { TicketRow } from '../../db/database';
import type { Viewer } from '../../identity/viewer';
import type { Pseudonyms } from '../../identity/visual-ids';
import { categoryMapKey } from '../../presenters/presentation-context';
import { presentTicket } from '../../presenters/ticket-presenter';
import { findAccountsByIds } from '../../repositories/accounts-repository';
import {
  type CategoryWithRules,
  type GroupWithAdminRoles,
  listCategories,
} from '../../repositories/community-repository';
import type { Executor } from '../../repositories/executor';
import { findTicketReads, type TicketRead } from '../../repositories/ticket-reads-repository';
import { findTicketPeople } from '../../repositories/tickets-repository';
import { viewerSeesRealNames } from './ticket-access';
import type { TicketRecord } from './ticket-record';

async function presentWith(
  db: Executor,
  viewer: Viewer,
  pseudonyms: Pseudonyms,
  records: readonly TicketRecord[],
  categories: readonly CategoryWithRules[],
  reads: readonly TicketRead[],
): Promise<Ticket[]> {
  const accountIds = records.flatMap(({ row, people }) => [
    row.created_by,
    ...people.assigneeIds,
    ...people.partnerIds,
    ...(row.report_accused_id === null ? [] : [row.report_accused_id]),
  ]);
  const context = {
    viewer,
    pseudonyms,
    accounts: await findAccountsByIds(db, accountIds),
    categories: new Map(
      categories.map((category) => [categoryMapKey(category.group_key, category.key), category]),
    ),
  };
  return records.map((record) =>
    presentTicket(
      record,
      reads.filter((read) => read.ticketId === record.row.id),
      viewerSeesRealNames(viewer, record),
      context,
    ),
  );
}

/** Loads what the presenter needs for these tickets in a few queries, then shapes each one. */
export async function presentTicketsFor(
  db: Executor,
  viewer: Viewer,
  pseudonyms: Pseudonyms,
  records: readonly TicketRecord[],
): Promise<Ticket[]> {
  if (records.length === 0) return [];
  const groupKeys = [...new Set(records.map((record) => record.row.group_key))];
  const [categories, reads] = await Promise.all([
    listCategories(db, groupKeys),
    findTicketReads(
      db,
      records.map((record) => record.row.id),
    ),
  ]);
  return presentWith(db, viewer, pseudonyms, records, categories, reads);
}

/**
 * A list page: people, categories and reads are read together, then accounts — two round trips
 * after the list query, whatever the page holds.
 */
export async function presentTicketRows(
  db: Executor,
  viewer: Viewer,
  pseudonyms: Pseudonyms,
  rows: readonly TicketRow[],
  groups: ReadonlyMap<string, GroupWithAdminRoles>,
): Promise<Ticket[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const groupKeys = [...new Set(rows.map((row) => row.group_key))];
  const [people, categories, reads] = await Promise.all([
    findTicketPeople(db, ids),
    listCategories(db, groupKeys),
    findTicketReads(db, ids),
  ]);
  const records = rows.map((row): TicketRecord => {
    const group = groups.get(row.group_key);
    const ticketPeople = people.get(row.id);
    if (!group || !ticketPeople) throw new Error(`Ticket ${row.id} has no group ${row.group_key}`);
    return { row, people: ticketPeople, group };
  });
  return presentWith(db, viewer, pseudonyms, records, categories, reads);
}

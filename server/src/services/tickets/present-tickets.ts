import type { Ticket } from '@portal/shared/contract';
import type { Viewer } from '../../identity/viewer';
import type { Pseudonyms } from '../../identity/visual-ids';
import { categoryMapKey } from '../../presenters/presentation-context';
import { presentTicket } from '../../presenters/ticket-presenter';
import { findAccountsByIds } from '../../repositories/accounts-repository';
import { listCategories } from '../../repositories/community-repository';
import type { Executor } from '../../repositories/executor';
import { findTicketReads } from '../../repositories/ticket-reads-repository';
import { viewerSeesRealNames } from './ticket-access';
import type { TicketRecord } from './ticket-record';

/** Loads what the presenter needs for these tickets in a few queries, then shapes each one. */
export async function presentTicketsFor(
  db: Executor,
  viewer: Viewer,
  pseudonyms: Pseudonyms,
  records: readonly TicketRecord[],
): Promise<Ticket[]> {
  if (records.length === 0) return [];
  const accountIds = records.flatMap(({ row, people }) => [
    row.created_by,
    ...people.assigneeIds,
    ...people.partnerIds,
    ...(row.report_accused_id === null ? [] : [row.report_accused_id]),
  ]);
  const groupKeys = [...new Set(records.map((record) => record.row.group_key))];
  const ticketIds = records.map((record) => record.row.id);
  const [accounts, categories, reads] = await Promise.all([
    findAccountsByIds(db, accountIds),
    listCategories(db, groupKeys),
    findTicketReads(db, ticketIds),
  ]);
  const context = {
    viewer,
    pseudonyms,
    accounts,
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

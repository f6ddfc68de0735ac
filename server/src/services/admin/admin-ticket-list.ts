import type { AdminTicketQueryBody, Ticket, TicketType } from '@portal/shared/contract';
import { type TicketRecord, ticketRecord } from '../../domain/ticket-record';
import { keysetBatches } from '../../exports/keyset-batches';
import type { Viewer } from '../../identity/viewer';
import type { PresentedAccount } from '../../presenters/presentation-context';
import type { AdminTicketFilter } from '../../repositories/admin-tickets/admin-ticket-filter';
import {
  type AdminTicketExportItem,
  readAdminTicketExport,
} from '../../repositories/admin-tickets/admin-ticket-list-repository';
import { readAdminTicketPage } from '../../repositories/admin-tickets/admin-ticket-page-repository';
import type { GroupWithAdminRoles } from '../../repositories/community-repository';
import type { SortValue } from '../../repositories/ticket-list/ticket-list-sorts';
import type { TicketRead } from '../../repositories/tickets/ticket-reads-repository';
import type { ServiceDeps } from '../service-deps';
import { defaultSort, listSearch, ticketListFilter } from '../tickets/list-tickets';
import { presentLoadedTickets, presentTicketRows } from '../tickets/present-tickets';
import { periodOfDays } from '../whole-days';

/**
 * Tickets an export reads and presents at a time: memory stays at two batches (one sent, the next
 * read meanwhile) whatever the total; fewer, larger reads cost less per ticket.
 */
const EXPORT_BATCH_SIZE = 2_000;

/**
 * The admin table's filters (a creation period covers whole UTC days, SPEC §9) and the groups by
 * key, read once per call: every page or export batch is presented with the same ones.
 */
export async function adminTicketQuery(
  deps: ServiceDeps,
  viewer: Viewer,
  type: TicketType,
  body: AdminTicketQueryBody,
): Promise<{ filter: AdminTicketFilter; groups: Map<string, GroupWithAdminRoles> }> {
  const groupRows = await deps.catalog.groups();
  const created = periodOfDays(body.createdFrom, body.createdTo);
  const filter: AdminTicketFilter = {
    ...ticketListFilter(
      viewer,
      groupRows,
      type,
      body,
      await listSearch(deps, viewer, body.searchFilter),
    ),
    createdFrom: created.from,
    createdTo: created.to,
  };
  return { filter, groups: new Map(groupRows.map((group) => [group.key, group])) };
}

/**
 * POST /tickets/paginated and /reports/paginated: one numbered page of every ticket of the tab
 * that passes the filters, and how many there are. A page past the end is empty.
 */
export async function adminTicketPage(
  deps: ServiceDeps,
  viewer: Viewer,
  type: TicketType,
  body: AdminTicketQueryBody,
): Promise<{ data: Ticket[]; total: number }> {
  const { filter, groups } = await adminTicketQuery(deps, viewer, type, body);
  const sort = body.sort ?? defaultSort(viewer);
  const { rows, total } = await readAdminTicketPage(deps.db, filter, sort, {
    number: body.page,
    size: body.pageSize,
  });
  return { data: await presentTicketRows(deps, viewer, rows, groups), total };
}

/** One batch's records for the presenter, and the reads and accounts they name. */
function exportBatch(
  items: readonly AdminTicketExportItem[],
  groups: ReadonlyMap<string, GroupWithAdminRoles>,
) {
  const accounts = new Map<number, PresentedAccount>();
  const reads: TicketRead[] = [];
  const records = items.map(
    ({ row, people, reads: ticketReads, accounts: named }): TicketRecord => {
      for (const account of named) accounts.set(account.id, account);
      reads.push(...ticketReads);
      return ticketRecord(row, people, groups);
    },
  );
  return { records, reads, accounts };
}

/**
 * The exports: every ticket that passes the filters, in the table's order, a batch at a time
 * (`keysetBatches`); each batch is one statement that brings the tickets' people, reads and
 * accounts along, presented exactly as the pages present them.
 */
export async function* adminTicketBatches(
  deps: ServiceDeps,
  viewer: Viewer,
  type: TicketType,
  body: AdminTicketQueryBody,
): AsyncGenerator<Ticket[]> {
  const { filter, groups } = await adminTicketQuery(deps, viewer, type, body);
  const sort = body.sort ?? defaultSort(viewer);
  const read = async (after: readonly SortValue[] | undefined, size: number) => {
    const batch = await readAdminTicketExport(deps.db, filter, sort, size, after);
    return { rows: batch.items, lastKey: batch.lastKey };
  };
  for await (const items of keysetBatches(read, EXPORT_BATCH_SIZE)) {
    const { records, reads, accounts } = exportBatch(items, groups);
    yield await presentLoadedTickets(deps, viewer, records, reads, accounts);
  }
}

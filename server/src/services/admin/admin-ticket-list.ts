import {
  type AdminTicketQueryBody,
  DAY_MS,
  startOfDayUtc,
  type Ticket,
  type TicketType,
} from '@portal/shared/contract';
import { keysetBatches } from '../../exports/keyset-batches';
import type { Viewer } from '../../identity/viewer';
import {
  type AdminTicketFilter,
  countAdminTickets,
  readAdminTickets,
} from '../../repositories/admin-ticket-list-repository';
import type { GroupWithAdminRoles } from '../../repositories/community-repository';
import type { SortValue } from '../../repositories/ticket-list-sorts';
import type { ServiceDeps } from '../service-deps';
import { defaultSort, listSearch, ticketListFilter } from '../tickets/list-tickets';
import { presentTicketRows } from '../tickets/present-tickets';

/** Rows an export reads and presents at a time: memory stays at one batch, whatever the total. */
const EXPORT_BATCH_SIZE = 500;

/**
 * The admin table's filters (a creation period covers whole UTC days, SPEC §9) and the groups by
 * key, read once per call: every page or export batch is presented with the same ones.
 */
async function adminTicketQuery(
  deps: ServiceDeps,
  viewer: Viewer,
  type: TicketType,
  body: AdminTicketQueryBody,
): Promise<{ filter: AdminTicketFilter; groups: Map<string, GroupWithAdminRoles> }> {
  const groupRows = await deps.catalog.groups();
  const filter: AdminTicketFilter = {
    ...ticketListFilter(
      viewer,
      groupRows,
      type,
      body,
      await listSearch(deps, viewer, body.searchFilter),
    ),
    createdFrom:
      body.createdFrom === undefined ? undefined : new Date(startOfDayUtc(body.createdFrom)),
    createdTo:
      body.createdTo === undefined ? undefined : new Date(startOfDayUtc(body.createdTo) + DAY_MS),
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
  const [page, total] = await Promise.all([
    readAdminTickets(deps.db, filter, sort, body.pageSize, {
      offset: (body.page - 1) * body.pageSize,
    }),
    countAdminTickets(deps.db, filter),
  ]);
  return { data: await presentTicketRows(deps, viewer, page.rows, groups), total };
}

/**
 * The exports: every ticket that passes the filters, in the table's order, read and presented
 * one batch at a time (`keysetBatches`).
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
    const batch = await readAdminTickets(deps.db, filter, sort, size, { after });
    return { rows: batch.rows, lastKey: batch.sortValues.at(-1) };
  };
  for await (const rows of keysetBatches(read, EXPORT_BATCH_SIZE)) {
    yield await presentTicketRows(deps, viewer, rows, groups);
  }
}

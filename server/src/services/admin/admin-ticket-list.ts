import {
  type AdminTicketQueryBody,
  DAY_MS,
  startOfDayUtc,
  type Ticket,
  type TicketType,
} from '@portal/shared/contract';
import type { Viewer } from '../../identity/viewer';
import {
  type AdminTicketFilter,
  countAdminTickets,
  readAdminTickets,
} from '../../repositories/admin-ticket-list-repository';
import type { SortValue } from '../../repositories/ticket-list-sorts';
import type { ServiceDeps } from '../service-deps';
import { defaultSort, listSearch, ticketListFilter } from '../tickets/list-tickets';
import { presentTicketRows } from '../tickets/present-tickets';

/** Rows an export reads and presents at a time: memory stays at one batch, whatever the total. */
export const EXPORT_BATCH_SIZE = 500;

/** The admin table's filters; a creation period covers whole UTC days (SPEC §9). */
async function adminTicketFilter(
  deps: ServiceDeps,
  viewer: Viewer,
  type: TicketType,
  body: AdminTicketQueryBody,
): Promise<AdminTicketFilter> {
  const groups = await deps.catalog.groups();
  return {
    ...ticketListFilter(
      viewer,
      groups,
      type,
      body,
      await listSearch(deps, viewer, body.searchFilter),
    ),
    createdFrom:
      body.createdFrom === undefined ? undefined : new Date(startOfDayUtc(body.createdFrom)),
    createdTo:
      body.createdTo === undefined ? undefined : new Date(startOfDayUtc(body.createdTo) + DAY_MS),
  };
}

async function present(
  deps: ServiceDeps,
  viewer: Viewer,
  rows: Parameters<typeof presentTicketRows>[2],
) {
  const groups = new Map((await deps.catalog.groups()).map((group) => [group.key, group]));
  return presentTicketRows(deps, viewer, rows, groups);
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
  const filter = await adminTicketFilter(deps, viewer, type, body);
  const sort = body.sort ?? defaultSort(viewer);
  const [page, total] = await Promise.all([
    readAdminTickets(deps.db, filter, sort, body.pageSize, {
      offset: (body.page - 1) * body.pageSize,
    }),
    countAdminTickets(deps.db, filter),
  ]);
  return { data: await present(deps, viewer, page.rows), total };
}

/**
 * The exports: every ticket that passes the filters, in the table's order, read and presented
 * one batch at a time by keyset (each read starts after the last row of the one before).
 */
export async function* adminTicketBatches(
  deps: ServiceDeps,
  viewer: Viewer,
  type: TicketType,
  body: AdminTicketQueryBody,
): AsyncGenerator<Ticket[]> {
  const filter = await adminTicketFilter(deps, viewer, type, body);
  const sort = body.sort ?? defaultSort(viewer);
  let after: readonly SortValue[] | undefined;
  for (;;) {
    const batch = await readAdminTickets(deps.db, filter, sort, EXPORT_BATCH_SIZE, { after });
    if (batch.rows.length > 0) yield await present(deps, viewer, batch.rows);
    after = batch.sortValues.at(-1);
    if (batch.rows.length < EXPORT_BATCH_SIZE) return;
  }
}

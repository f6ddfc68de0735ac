import type { Ticket } from '@portal/shared/contract';
import type { TicketRow } from '../../db/database';
import { type TicketRecord, ticketRecord } from '../../domain/ticket-record';
import type { Viewer } from '../../identity/viewer';
import type { Pseudonyms } from '../../identity/visual-ids';
import { categoryMapKey, type PresentedAccount } from '../../presenters/presentation-context';
import { presentTicket } from '../../presenters/ticket-presenter';
import type {
  CategoryWithRules,
  GroupWithAdminRoles,
} from '../../repositories/community-repository';
import {
  findTicketPresentationData,
  type TicketPresentationData,
} from '../../repositories/tickets/ticket-presentation-repository';
import type { TicketRead } from '../../repositories/tickets/ticket-reads-repository';
import type { ServiceDeps } from '../service-deps';
import { type OpenReportCounts, openReportCounts, relatedReportsOf } from './related-report-counts';
import { viewerPeopleView } from './ticket-access';

interface PresentationInputs {
  categories: readonly CategoryWithRules[];
  reads: readonly TicketRead[];
  accounts: ReadonlyMap<number, PresentedAccount>;
  /** Open reports by accused, for the rows' `relatedReports` (empty where not asked). */
  reportCounts?: OpenReportCounts;
}

/** Each ticket's reads, grouped once: an export batch has hundreds of tickets. */
function readsByTicket(reads: readonly TicketRead[]): Map<number, TicketRead[]> {
  const byTicket = new Map<number, TicketRead[]>();
  for (const read of reads) {
    const ticketReads = byTicket.get(read.ticketId);
    if (ticketReads) ticketReads.push(read);
    else byTicket.set(read.ticketId, [read]);
  }
  return byTicket;
}

function presentWith(
  viewer: Viewer,
  pseudonyms: Pseudonyms,
  records: readonly TicketRecord[],
  { categories, reads, accounts, reportCounts }: PresentationInputs,
): Ticket[] {
  const context = {
    viewer,
    pseudonyms,
    accounts,
    categories: new Map(
      categories.map((category) => [categoryMapKey(category.group_key, category.key), category]),
    ),
  };
  const ticketReads = readsByTicket(reads);
  return records.map((record) => {
    const ticket = presentTicket(
      record,
      ticketReads.get(record.row.id) ?? [],
      viewerPeopleView(viewer, record),
      context,
    );
    const relatedReports = reportCounts && relatedReportsOf(viewer, record, reportCounts);
    return relatedReports === undefined ? ticket : { ...ticket, relatedReports };
  });
}

/** Accounts the rows themselves name (the people tables add assignees and partners). */
export function rowAccountIds(
  rows: readonly Pick<TicketRow, 'created_by' | 'report_accused_id'>[],
): number[] {
  return rows.flatMap((row) =>
    row.report_accused_id === null ? [row.created_by] : [row.created_by, row.report_accused_id],
  );
}

type PresentingDeps = Pick<ServiceDeps, 'db' | 'pseudonyms' | 'catalog'>;

/**
 * Tickets read together with their reads and the accounts they name (an export's batch): shaped
 * exactly as a page's, with no further query (the categories come from the catalog).
 */
export async function presentLoadedTickets(
  deps: Pick<ServiceDeps, 'pseudonyms' | 'catalog'>,
  viewer: Viewer,
  records: readonly TicketRecord[],
  reads: readonly TicketRead[],
  accounts: ReadonlyMap<number, PresentedAccount>,
): Promise<Ticket[]> {
  const categories = await deps.catalog.categories();
  return presentWith(viewer, deps.pseudonyms, records, { categories, reads, accounts });
}

/**
 * Everything the presenter needs besides the rows, in one round trip: people, reads and the
 * accounts they name from the database (unless the rows' own statement brought them: `read`),
 * the rows' categories from the catalog, and for a list or one ticket on screen the open reports
 * against the accused (alongside, not after).
 */
async function loadPresentation(
  deps: PresentingDeps,
  viewer: Viewer,
  rows: readonly TicketRow[],
  {
    knownPeople = [],
    countReports = false,
    read,
  }: { knownPeople?: number[]; countReports?: boolean; read?: TicketPresentationData },
) {
  const groupKeys = new Set(rows.map((row) => row.group_key));
  const [categories, data, reportCounts] = await Promise.all([
    deps.catalog.categories(),
    read ??
      findTicketPresentationData(
        deps.db,
        rows.map((row) => row.id),
        [...rowAccountIds(rows), ...knownPeople],
      ),
    countReports ? openReportCounts(deps, viewer, rows) : undefined,
  ]);
  return {
    ...data,
    reportCounts,
    categories: categories.filter((category) => groupKeys.has(category.group_key)),
  };
}

/**
 * Loads what the presenter needs for these tickets in one round trip (none when the tickets' own
 * statement brought it: `presentation`), then shapes each one; `countReports` for a ticket shown
 * as a list row (its `relatedReports`).
 */
export async function presentTicketsFor(
  deps: PresentingDeps,
  viewer: Viewer,
  records: readonly TicketRecord[],
  {
    countReports = false,
    presentation,
  }: { countReports?: boolean; presentation?: TicketPresentationData } = {},
): Promise<Ticket[]> {
  if (records.length === 0) return [];
  const knownPeople = records.flatMap(({ people }) => [
    ...people.assigneeIds,
    ...people.partnerIds,
  ]);
  const inputs = await loadPresentation(
    deps,
    viewer,
    records.map((record) => record.row),
    { knownPeople, countReports, read: presentation },
  );
  return presentWith(viewer, deps.pseudonyms, records, inputs);
}

/**
 * A page of rows: people, reads and the accounts they name are read together — one round trip
 * after the page's query, whatever the page holds, or none when that query brought them
 * (`presentation`: the home list's); groups and categories come from the catalog. The home list's
 * rows also count the open reports against their accused (`countReports`, alongside).
 */
export async function presentTicketRows(
  deps: PresentingDeps,
  viewer: Viewer,
  rows: readonly TicketRow[],
  groups: ReadonlyMap<string, GroupWithAdminRoles>,
  {
    countReports = false,
    presentation,
  }: { countReports?: boolean; presentation?: TicketPresentationData } = {},
): Promise<Ticket[]> {
  if (rows.length === 0) return [];
  const inputs = await loadPresentation(deps, viewer, rows, { countReports, read: presentation });
  const records = rows.map((row) => ticketRecord(row, inputs.people.get(row.id), groups));
  return presentWith(viewer, deps.pseudonyms, records, inputs);
}

import type { Ticket } from '@portal/shared/contract';
import type { TicketRow } from '../../db/database';
import type { Viewer } from '../../identity/viewer';
import type { Pseudonyms } from '../../identity/visual-ids';
import { categoryMapKey } from '../../presenters/presentation-context';
import { presentTicket } from '../../presenters/ticket-presenter';
import type { AccountWithRoles } from '../../repositories/accounts-repository';
import type {
  CategoryWithRules,
  GroupWithAdminRoles,
} from '../../repositories/community-repository';
import { findTicketPresentationData } from '../../repositories/ticket-presentation-repository';
import type { TicketRead } from '../../repositories/ticket-reads-repository';
import type { CommunityCatalog } from '../community/community-catalog';
import type { ServiceDeps } from '../service-deps';
import { viewerSeesRealNames } from './ticket-access';
import type { TicketRecord } from './ticket-record';

interface PresentationInputs {
  categories: readonly CategoryWithRules[];
  reads: readonly TicketRead[];
  accounts: ReadonlyMap<number, AccountWithRoles>;
}

function presentWith(
  viewer: Viewer,
  pseudonyms: Pseudonyms,
  records: readonly TicketRecord[],
  { categories, reads, accounts }: PresentationInputs,
): Ticket[] {
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

/** Accounts the rows themselves name (the people tables add assignees and partners). */
export function rowAccountIds(
  rows: readonly Pick<TicketRow, 'created_by' | 'report_accused_id'>[],
): number[] {
  return rows.flatMap((row) =>
    row.report_accused_id === null ? [row.created_by] : [row.created_by, row.report_accused_id],
  );
}

function categoriesOf(
  catalog: CommunityCatalog,
  rows: readonly TicketRow[],
): Promise<CategoryWithRules[]> {
  const groupKeys = new Set(rows.map((row) => row.group_key));
  return catalog
    .categories()
    .then((categories) => categories.filter((category) => groupKeys.has(category.group_key)));
}

type PresentingDeps = Pick<ServiceDeps, 'db' | 'pseudonyms' | 'catalog'>;

/** Loads what the presenter needs for these tickets in one round trip, then shapes each one. */
export async function presentTicketsFor(
  deps: PresentingDeps,
  viewer: Viewer,
  records: readonly TicketRecord[],
): Promise<Ticket[]> {
  if (records.length === 0) return [];
  const rows = records.map((record) => record.row);
  const knownPeople = records.flatMap(({ people }) => [
    ...people.assigneeIds,
    ...people.partnerIds,
  ]);
  const [categories, data] = await Promise.all([
    categoriesOf(deps.catalog, rows),
    findTicketPresentationData(
      deps.db,
      rows.map((row) => row.id),
      [...rowAccountIds(rows), ...knownPeople],
    ),
  ]);
  return presentWith(viewer, deps.pseudonyms, records, { ...data, categories });
}

/**
 * A list page: people, reads and the accounts they name are read together — one round trip after
 * the list query, whatever the page holds (groups and categories come from the catalog).
 */
export async function presentTicketRows(
  deps: PresentingDeps,
  viewer: Viewer,
  rows: readonly TicketRow[],
  groups: ReadonlyMap<string, GroupWithAdminRoles>,
): Promise<Ticket[]> {
  if (rows.length === 0) return [];
  const [categories, data] = await Promise.all([
    categoriesOf(deps.catalog, rows),
    findTicketPresentationData(
      deps.db,
      rows.map((row) => row.id),
      rowAccountIds(rows),
    ),
  ]);
  const records = rows.map((row): TicketRecord => {
    const group = groups.get(row.group_key);
    const ticketPeople = data.people.get(row.id);
    if (!group || !ticketPeople) throw new Error(`Ticket ${row.id} has no group ${row.group_key}`);
    return { row, people: ticketPeople, group };
  });
  return presentWith(viewer, deps.pseudonyms, records, { ...data, categories });
}

import {
  type AdminTicketQueryBody,
  RESOLUTIONS,
  TICKET_STATUS,
  TICKET_TYPE,
  type TicketFacts,
  type TicketType,
} from '@portal/shared/contract';
import { LRUCache } from 'lru-cache';
import { keysetBatches } from '../../exports/keyset-batches';
import type { Viewer } from '../../identity/viewer';
import type { Pseudonyms } from '../../identity/visual-ids';
import { presentPublicAccount } from '../../presenters/account-presenter';
import { disclosureFor, type PeopleView } from '../../presenters/people-view';
import type { PresentedAccount } from '../../presenters/presentation-context';
import {
  type AdminTicketCsvRow,
  findExportAccounts,
  readAdminTicketCsv,
} from '../../repositories/admin-tickets/admin-ticket-csv-repository';
import type { GroupWithAdminRoles } from '../../repositories/community-repository';
import type { Executor } from '../../repositories/executor';
import type { SortValue } from '../../repositories/ticket-list/ticket-list-sorts';
import type { ServiceDeps } from '../service-deps';
import { defaultSort } from '../tickets/list-tickets';
import { adminTicketQuery } from './admin-ticket-list';

/** Tickets a CSV export reads at a time: two batches are held (one written, the next read). */
const CSV_BATCH_SIZE = 2_000;
/** Assignees' accounts an export keeps between batches: staff, the same few on ticket after ticket. */
const ASSIGNEES_KEPT = 1_000;

/** A ticket's CSV line, cell by cell: what its JSON export shows, people as one text each. */
export interface TicketCsvCells {
  id: number;
  type: 'report' | 'support';
  group: string;
  category: string;
  title: string;
  status: 'closed' | 'opened';
  createdAt: string;
  lastComment: string;
  createdBy: string;
  assignees: string;
  roleAssignees: string;
  commentsCount: number;
  reviewed: boolean;
  reportAccused: string | undefined;
  resolution: string | undefined;
}

const isoTime = (ms: number) => new Date(ms).toISOString();

/**
 * A person as the presenter shows them to this viewer, reduced to the CSV's text: the name where
 * the view discloses it, otherwise the pseudonym. The name needs no pseudonym, so none is derived
 * (an HMAC, and a cache entry, per account of a million-row file).
 */
function personText(account: PresentedAccount, view: PeopleView, pseudonyms: Pseudonyms): string {
  if (view.disclosure === 'realNames') return account.name;
  return presentPublicAccount(account, view, pseudonyms).visualId;
}

/**
 * The accused as the presenter's `reportedPerson` shows them: the account (or, for a name that
 * matches none, the typed name) by name or pseudonym; the reporter reads back the name they typed.
 * In a player's view it is the typed name's pseudonym (the text to the reporter), unless the viewer
 * is the accused.
 */
function accusedText(
  row: AdminTicketCsvRow,
  view: PeopleView,
  viewer: Viewer,
  pseudonyms: Pseudonyms,
): string | undefined {
  const typed = row.report_accused_name;
  const isReporter = viewer.id === row.created_by;
  if (
    typed &&
    view.disclosure === 'playerView' &&
    (isReporter || row.report_accused_id !== viewer.id)
  ) {
    return isReporter ? typed : pseudonyms.ofName(typed);
  }
  const typedShown = typed && (view.disclosure === 'realNames' || isReporter);
  if (row.report_accused_id !== null && row.accused_name !== null) {
    if (view.disclosure === 'realNames') return row.accused_name;
    if (typedShown) return typed;
    const account = {
      id: row.report_accused_id,
      name: row.accused_name,
      power: row.accused_power ?? 0,
    };
    return presentPublicAccount(account, view, pseudonyms).visualId;
  }
  if (!typed) return undefined;
  return typedShown ? typed : pseudonyms.ofName(typed);
}

function csvCells(
  row: AdminTicketCsvRow,
  group: GroupWithAdminRoles,
  assignees: ReadonlyMap<number, PresentedAccount>,
  viewer: Viewer,
  pseudonyms: Pseudonyms,
): TicketCsvCells {
  const isReport = row.type === TICKET_TYPE.report;
  const assigneeIds = row.assignee_ids ?? [];
  const facts: TicketFacts = {
    type: isReport ? TICKET_TYPE.report : TICKET_TYPE.support,
    status: row.status === TICKET_STATUS.closed ? TICKET_STATUS.closed : TICKET_STATUS.opened,
    creatorId: row.created_by,
    assigneeIds,
    roleAssignees: row.role_keys ?? [],
    accusedId: row.report_accused_id,
    partnerIds: row.partner_ids ?? [],
  };
  const view: PeopleView = {
    disclosure: disclosureFor(viewer, group, facts),
    ticket: { id: row.id, ...facts },
  };
  const creator = { id: row.created_by, name: row.creator_name, power: row.creator_power };
  return {
    id: row.id,
    type: isReport ? 'report' : 'support',
    group: row.group_key,
    category: row.category_key,
    title: row.title,
    status: facts.status === TICKET_STATUS.closed ? 'closed' : 'opened',
    createdAt: isoTime(row.created_ms),
    lastComment: isoTime(row.last_comment_ms),
    createdBy: personText(creator, view, pseudonyms),
    assignees: assigneeIds
      .flatMap((id) => {
        const account = assignees.get(id);
        return account ? [personText(account, view, pseudonyms)] : [];
      })
      .join('; '),
    roleAssignees: facts.roleAssignees.join('; '),
    commentsCount: row.comments_count,
    reviewed: row.reviewed,
    reportAccused: isReport ? accusedText(row, view, viewer, pseudonyms) : undefined,
    resolution: isReport
      ? (RESOLUTIONS.find((value) => value === row.resolution) ?? 'unresolved')
      : undefined,
  };
}

/**
 * The accounts a batch's assignees name: those the export already knows, the others read in one
 * query. The export's own cache is bounded; the batch's map holds them while it is shaped.
 */
async function batchAssignees(
  db: Executor,
  known: LRUCache<number, PresentedAccount>,
  rows: readonly AdminTicketCsvRow[],
): Promise<Map<number, PresentedAccount>> {
  const accounts = new Map<number, PresentedAccount>();
  const missing = new Set<number>();
  for (const row of rows) {
    for (const id of row.assignee_ids ?? []) {
      const account = accounts.get(id) ?? known.get(id);
      if (account) accounts.set(id, account);
      else missing.add(id);
    }
  }
  if (missing.size === 0) return accounts;
  for (const account of await findExportAccounts(db, [...missing])) {
    accounts.set(account.id, account);
    known.set(account.id, account);
  }
  return accounts;
}

/**
 * The CSV export: every ticket that passes the admin table's filters, in its order, a batch at a
 * time (`keysetBatches`), read with only the columns the CSV has and shaped cell by cell as the
 * pages' presenter would show them to this viewer.
 */
export async function* adminTicketCsvBatches(
  deps: ServiceDeps,
  viewer: Viewer,
  type: TicketType,
  body: AdminTicketQueryBody,
): AsyncGenerator<TicketCsvCells[]> {
  const { filter, groups } = await adminTicketQuery(deps, viewer, type, body);
  const sort = body.sort ?? defaultSort(viewer);
  const read = async (after: readonly SortValue[] | undefined, size: number) =>
    readAdminTicketCsv(deps.db, filter, sort, size, after);
  const known = new LRUCache<number, PresentedAccount>({ max: ASSIGNEES_KEPT });
  for await (const rows of keysetBatches(read, CSV_BATCH_SIZE)) {
    const assignees = await batchAssignees(deps.db, known, rows);
    yield rows.map((row) => {
      const group = groups.get(row.group_key);
      if (!group) throw new Error(`Ticket ${row.id} has no group ${row.group_key}`);
      return csvCells(row, group, assignees, viewer, deps.pseudonyms);
    });
  }
}

import { CompiledQuery, sql } from 'kysely';
import { TICKET_COLUMNS, type TicketRow } from '../../db/database';
import type { Executor } from '../executor';
import {
  type PresentationJson,
  presentationColumns,
  readPresentation,
  type TicketPresentationData,
} from '../tickets/ticket-presentation-repository';
import { cachedPageStatement, type PageStatement } from './page-statement-cache';
import { rememberedSearchPlan, rememberSearchPlan } from './search-plans';
import { type ListBranch, rankedBranches, unrankedBranches } from './ticket-list-branches';
import { listScope, materializesSearch, type TicketListQuery } from './ticket-list-conditions';
import { SORTS, type SortValue } from './ticket-list-sorts';
import { searchMatchRows, searchSampleMatches } from './ticket-search-sql';
import {
  countUnassigned,
  readUnassignedCounts,
  type UnassignedCounts,
  type UnassignedCountsJson,
  unassignedCountsColumn,
} from './ticket-unassigned-counts';
import type { VisibilityViewer } from './ticket-visibility-sql';

/** A row of the page statement: the ticket, its sort values, and on the first row the presentation. */
type PageRow = TicketRow &
  Record<string, unknown> & {
    /** Null on the one row of an empty page. */
    page_row: string | null;
    presentation: PresentationJson | null;
    badges: UnassignedCountsJson | null;
  };

const MAX_GROUP_BRANCHES = 8;

/** Up to this many matches a search is read as an id list; beyond it, text is tested per row. */
const RARE_SEARCH_MATCHES = 400;
/**
 * Matching rows read to count the matches: a ticket comes once for its own row and once per
 * matching comment, so a text said over and over in a few long threads is still counted by ticket.
 */
const SEARCH_MATCH_ROWS = 2_000;

/**
 * The first step of a search over whole groups: this many tickets of the list's tab and status are
 * tested per row; `COMMON_SEARCH_SAMPLE.enough` matches among them (2%) make the text common there.
 * A page of 21 is then found within about a thousand rows of walking the list (a few ms), while
 * the GIN indexes would first build a bitmap of every match (833,338 comments for a word of the
 * bench's threads, 0.5–1 s) before a single one is read.
 */
const COMMON_SEARCH_SAMPLE = { sample: 300, enough: 6 };

/**
 * A search over whole groups (super-admins, group admins) first tests the text on a sample of the
 * list (`searchSampleMatches`): when it is common there, the branches test it per row while they
 * walk their sort index. Otherwise it asks how common the text is from the GIN indexes of tickets
 * and comments (the status is a literal so open lists use the open-ticket partial indexes of
 * 0006), which costs what the matches number: a rare text becomes a short id list the branches
 * probe by primary key, a text rare in the sample but common elsewhere is walked as well. What
 * was found is remembered for the text (`search-plans.ts`): a walk is walked at once, a probe
 * skips the sample. Other viewers read small sets of their own, so their branches always test the
 * text per row.
 */
async function resolveSearch(db: Executor, query: TicketListQuery): Promise<TicketListQuery> {
  const { search } = query;
  if (!search || !materializesSearch(query.viewer)) return query;
  const scope = listScope(query);
  const remembered = rememberedSearchPlan(search, scope);
  if (remembered === 'walk') return query;
  if (remembered === undefined) {
    const sampled = await searchSampleMatches(
      db,
      search,
      query.viewer,
      scope,
      COMMON_SEARCH_SAMPLE,
    ).execute();
    if (sampled.length >= COMMON_SEARCH_SAMPLE.enough) {
      rememberSearchPlan(search, scope, 'walk');
      return query;
    }
  }
  const rows = await searchMatchRows(
    db,
    search,
    query.viewer,
    scope.status,
    SEARCH_MATCH_ROWS + 1,
  ).execute();
  const ids = [...new Set(rows.map((row) => row.id))];
  const common = rows.length > SEARCH_MATCH_ROWS || ids.length > RARE_SEARCH_MATCHES;
  rememberSearchPlan(search, scope, common ? 'walk' : 'probe');
  return common ? query : { ...query, searchIds: ids };
}

export type { TicketListQuery } from './ticket-list-conditions';
export type { SortValue } from './ticket-list-sorts';

export interface TicketListPage {
  rows: TicketRow[];
  /** Sort values of each row, to build the next cursor from the last one. */
  sortValues: SortValue[][];
  /** The rows' people, reads and the accounts they name, read in the same statement. */
  presentation: TicketPresentationData;
  /** The tab badges, when asked for (`badgesFor`), read in the same statement. */
  unassignedCounts?: UnassignedCounts;
}

/**
 * The statement of a page and its presentation. Each branch (a staff priority bucket, or one way
 * the viewer can see tickets) is read in index order with the keyset condition and a LIMIT; the
 * page is the first rows of their union. No OFFSET and no count: a deep page costs what the first
 * one does. The page's people, reads and accounts ride on its first row (`presentationColumns`
 * over the page's own ids), and so do a first page's tab badges for `badgesFor` (read even when
 * the page is empty: the statement always answers one row): a list is latency bound, and each
 * statement besides the page cost a round trip, or a connection, and its own parse and plan.
 */
export function buildPageStatement(
  db: Executor,
  query: TicketListQuery,
  badgesFor: VisibilityViewer | undefined,
): PageStatement | undefined {
  const sort = SORTS[query.sort];
  // A group filter reads each group on its own (group-led indexes keep every branch ordered).
  const perGroup =
    query.groups && query.groups.length <= MAX_GROUP_BRANCHES
      ? query.groups.map((group) => ({ ...query, groups: [group] }))
      : [query];
  const branches: ListBranch[] = perGroup.flatMap((groupQuery) =>
    sort.ranked ? rankedBranches(groupQuery) : unrankedBranches(groupQuery),
  );
  if (branches.length === 0) return undefined;
  const columns = (sort.ranked ? 1 : 0) + sort.parts.length;
  const cursorNames = Array.from({ length: columns }, (_value, index) => `cursor_${index}`);
  const directions = [
    ...(sort.ranked ? ['asc' as const] : []),
    ...sort.parts.map((p) => p.direction),
  ];
  const queries = branches.flatMap((branch) =>
    branch.build(db, query.limit).map((read) => sql`(${read})`),
  );
  const union = sql.join(
    queries,
    // Two branches may reach one ticket (own and assigned, two roles, two chosen assignees).
    sql.raw(' union '),
  );
  const order = sql.join(
    cursorNames.map((name, index) => sql`${sql.ref(name)} ${sql.raw(directions[index] ?? 'asc')}`),
  );
  const selected = sql.join(cursorNames.map((name) => sql.ref(`cut.${name}`)));
  const presentation = presentationColumns(
    sql`select id from page`,
    sql`select created_by from page union all select report_accused_id from page`,
  );
  const badges = badgesFor
    ? sql`case when page.page_row is null or page.page_row = 1 then ${unassignedCountsColumn(badgesFor)} end`
    : sql`null`;
  // The page is cut from the candidates before it is joined: only its own rows are read in full.
  const { sql: text, parameters } = sql<PageRow>`
    with page as (
      select ${sql.join(TICKET_COLUMNS.map((column) => sql.ref(`tickets.${column}`)))}, ${selected},
        row_number() over (order by ${order}) as page_row
      from (select * from (${union}) as candidates order by ${order} limit ${sql.lit(query.limit)}) as cut
      join tickets on tickets.id = cut.id
    )
    select page.*, to_json(presentation) as presentation, ${badges} as badges
    from (values (1)) as always (one)
    left join page on true
    left join (${presentation}) as presentation on page.page_row = 1
    order by page.page_row`.compile(db);
  return { sql: text, parameters, cursorNames };
}

/** One page of a ticket list and its presentation (and a first page's badges), in one statement. */
export async function listTickets(
  db: Executor,
  listQuery: TicketListQuery,
  { badgesFor }: { badgesFor?: VisibilityViewer } = {},
): Promise<TicketListPage> {
  const query = await resolveSearch(db, listQuery);
  const statement = cachedPageStatement(
    (shape, badges) => buildPageStatement(db, shape, badges),
    query,
    badgesFor,
  );
  if (!statement) {
    return {
      rows: [],
      sortValues: [],
      presentation: readPresentation([], undefined),
      ...(badgesFor ? { unassignedCounts: await countUnassigned(db, badgesFor) } : {}),
    };
  }
  const { cursorNames } = statement;
  const result = await db.executeQuery<PageRow>(
    CompiledQuery.raw(statement.sql, [...statement.parameters]),
  );
  const [first] = result.rows;
  const onPage = result.rows.filter((row) => row.page_row !== null);
  // The sort values stay on the rows, as unused extra columns; the statement's own three are not.
  const rows = onPage.map(
    ({ presentation: _presentation, page_row: _pageRow, badges: _badges, ...row }): TicketRow =>
      row,
  );
  const sortValues = onPage.map((row) => cursorNames.map((name) => Number(row[name])));
  return {
    rows,
    sortValues,
    presentation: readPresentation(
      rows.map((row) => row.id),
      first?.presentation ?? undefined,
    ),
    ...(badgesFor && first?.badges ? { unassignedCounts: readUnassignedCounts(first.badges) } : {}),
  };
}

import { serverBuild } from './server-build';

interface TicketRowIds {
  id: number;
  created_by: number;
  report_accused_id: number | null;
}

interface GroupRow {
  key: string;
  is_web: boolean;
  ticket_type: number;
}

/**
 * The server's own repository functions, loaded from its build, so "direct" sends PostgreSQL
 * exactly the statements a list request sends, with nothing of HTTP, auth or presenting around them.
 */
interface ServerListModules {
  openDatabase(options: { databaseUrl: string }): Promise<{ db: unknown; close(): Promise<void> }>;
  listGroups(db: unknown): Promise<GroupRow[]>;
  visibilityViewer(viewer: DirectViewer, groups: GroupRow[]): unknown;
  tabVisibilityViewer(viewer: DirectViewer, groups: GroupRow[], type: 0 | 1): unknown;
  groupsToList(groups: GroupRow[], type: 0 | 1, body: Record<string, unknown>): unknown;
  accountsNamedBy(db: unknown, pseudonyms: unknown, text: string): Promise<number[]>;
  createPseudonyms(secret: string): unknown;
  searchCondition(search: unknown): unknown;
  listTickets(db: unknown, query: unknown): Promise<{ rows: TicketRowIds[] }>;
  countUnassigned(db: unknown, viewer: unknown): Promise<unknown>;
  findTicketPresentationData(
    db: unknown,
    ticketIds: number[],
    accountIds: number[],
  ): Promise<unknown>;
}

function load(): ServerListModules {
  const from = (path: string) => serverBuild<ServerListModules>(path);
  return {
    openDatabase: from('db/connection.js').openDatabase,
    listGroups: from('repositories/community-repository.js').listGroups,
    visibilityViewer: from('services/tickets/list-tickets.js').visibilityViewer,
    tabVisibilityViewer: from('services/tickets/list-tickets.js').tabVisibilityViewer,
    groupsToList: from('services/tickets/list-tickets.js').groupsToList,
    accountsNamedBy: from('services/tickets/search-accounts.js').accountsNamedBy,
    createPseudonyms: from('identity/visual-ids.js').createPseudonyms,
    searchCondition: from('repositories/ticket-search-sql.js').searchCondition,
    listTickets: from('repositories/ticket-list-query.js').listTickets,
    countUnassigned: from('repositories/ticket-unassigned-counts.js').countUnassigned,
    findTicketPresentationData: from('repositories/ticket-presentation-repository.js')
      .findTicketPresentationData,
  };
}

export interface DirectViewer {
  id: number;
  power: number;
  roles: string[];
}

export interface DirectList {
  run(
    viewer: DirectViewer,
    path: string,
    body: Record<string, unknown>,
    cursor?: string,
  ): Promise<void>;
  close(): Promise<void>;
}

const PAGE_SIZE = 20;

function cursorValues(cursor: string | undefined): number[] | undefined {
  if (!cursor) return undefined;
  return (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { values: number[] })
    .values;
}

/**
 * Runs every statement of one list request straight on PostgreSQL, in the service's order: the
 * staff name lookup of a search, then the page with the first page's badges, then the page's
 * people, reads and accounts. Groups and categories are served from the server's catalog cache.
 */
export async function openDirectList(
  databaseUrl: string,
  visualIdSecret: string,
): Promise<DirectList> {
  const modules = load();
  const handle = await modules.openDatabase({ databaseUrl });
  const db = handle.db;
  const groups = await modules.listGroups(db);
  const pseudonyms = modules.createPseudonyms(visualIdSecret);
  return {
    async run(viewer, path, body, cursor) {
      const staff = viewer.power >= 2;
      const type = path === '/reports' ? 1 : 0;

      const text = typeof body.searchFilter === 'string' ? body.searchFilter : '';
      const accountIds = text && staff ? await modules.accountsNamedBy(db, pseudonyms, text) : [];
      const assignedFilter = body.assignedFilter as { assigned: number[] } | undefined;
      const [page] = await Promise.all([
        modules.listTickets(db, {
          viewer: modules.tabVisibilityViewer(viewer, groups, type),
          type,
          status: body.statusFilter ?? 'opened',
          sort: body.sort ?? (staff ? 'staffPriority' : 'oldestComment'),
          search: text
            ? modules.searchCondition({ text, includeStaffOnly: staff, accountIds })
            : undefined,
          groups: modules.groupsToList(groups, type, body),
          assignees: assignedFilter?.assigned,
          isWeb: body.isWeb,
          after: cursorValues(cursor),
          limit: PAGE_SIZE + 1,
        }),
        cursor ? undefined : modules.countUnassigned(db, modules.visibilityViewer(viewer, groups)),
      ]);
      const rows = page.rows.slice(0, PAGE_SIZE);
      if (rows.length === 0) return;
      await modules.findTicketPresentationData(
        db,
        rows.map((row) => row.id),
        rows.flatMap((row) =>
          row.report_accused_id === null
            ? [row.created_by]
            : [row.created_by, row.report_accused_id],
        ),
      );
    },
    close: () => handle.close(),
  };
}

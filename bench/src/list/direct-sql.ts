import type { TicketListBody } from '@portal/shared/contract';
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
  TICKET_PAGE_SIZE: number;
  rowAccountIds(rows: TicketRowIds[]): number[];
  openDatabase(options: { databaseUrl: string }): Promise<{ db: unknown; close(): Promise<void> }>;
  listGroups(db: unknown): Promise<GroupRow[]>;
  createPseudonyms(secret: string): unknown;
  visibilityViewer(viewer: DirectViewer, groups: GroupRow[]): unknown;
  listSearch(
    deps: { db: unknown; pseudonyms: unknown },
    viewer: DirectViewer,
    text: string,
  ): Promise<unknown>;
  ticketListQuery(
    viewer: DirectViewer,
    groups: GroupRow[],
    type: 0 | 1,
    body: TicketListBody,
    search: unknown,
  ): unknown;
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
  const service = from('services/tickets/list-tickets.js');
  return {
    TICKET_PAGE_SIZE: service.TICKET_PAGE_SIZE,
    rowAccountIds: from('services/tickets/present-tickets.js').rowAccountIds,
    openDatabase: from('db/connection.js').openDatabase,
    listGroups: from('repositories/community-repository.js').listGroups,
    createPseudonyms: from('identity/visual-ids.js').createPseudonyms,
    visibilityViewer: from('services/tickets/visibility-viewer.js').visibilityViewer,
    listSearch: service.listSearch,
    ticketListQuery: service.ticketListQuery,
    listTickets: from('repositories/ticket-list/ticket-list-query.js').listTickets,
    countUnassigned: from('repositories/ticket-list/ticket-unassigned-counts.js').countUnassigned,
    findTicketPresentationData: from('repositories/tickets/ticket-presentation-repository.js')
      .findTicketPresentationData,
  };
}

export interface DirectViewer {
  id: number;
  power: number;
  adminRoles: string[];
}

export interface DirectList {
  /** `body` as the contract parsed it (the bench parses it once, outside the timed runs). */
  run(viewer: DirectViewer, path: string, body: TicketListBody): Promise<void>;
  close(): Promise<void>;
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
    async run(viewer, path, body) {
      const type = path === '/reports' ? 1 : 0;
      const search = await modules.listSearch({ db, pseudonyms }, viewer, body.searchFilter);
      const [page] = await Promise.all([
        modules.listTickets(db, modules.ticketListQuery(viewer, groups, type, body, search)),
        body.cursor
          ? undefined
          : modules.countUnassigned(db, modules.visibilityViewer(viewer, groups)),
      ]);
      const rows = page.rows.slice(0, modules.TICKET_PAGE_SIZE);
      if (rows.length === 0) return;
      await modules.findTicketPresentationData(
        db,
        rows.map((row) => row.id),
        modules.rowAccountIds(rows),
      );
    },
    close: () => handle.close(),
  };
}

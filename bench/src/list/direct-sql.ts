import { withClient } from './bench-database';
import { serverBuild } from './server-build';

/** The server's own list query, loaded from its build, so "direct" runs exactly the API's SQL. */
interface ServerListModules {
  openDatabase(options: { databaseUrl: string }): Promise<{ db: unknown; close(): Promise<void> }>;
  listTickets(db: unknown, query: unknown): Promise<{ rows: unknown[] }>;
  searchCondition(search: unknown): unknown;
}

function load(): ServerListModules {
  return {
    openDatabase: serverBuild<ServerListModules>('db/connection.js').openDatabase,
    listTickets: serverBuild<ServerListModules>('repositories/ticket-list-query.js').listTickets,
    searchCondition: serverBuild<ServerListModules>('repositories/ticket-search-sql.js')
      .searchCondition,
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

function cursorValues(cursor: string | undefined): number[] | undefined {
  if (!cursor) return undefined;
  return (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { values: number[] })
    .values;
}

/** Runs the list query of one request straight on PostgreSQL (no HTTP, no presenting). */
export async function openDirectList(databaseUrl: string): Promise<DirectList> {
  const modules = load();
  const handle = await modules.openDatabase({ databaseUrl });
  const groups = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ key: string; is_web: boolean; ticket_type: number }>(
      'select key, is_web, ticket_type from groups',
    );
    return rows;
  });
  // As the service does: the source filter becomes the groups of that source.
  const groupsToList = (type: number, body: Record<string, unknown>) => {
    const chosen = (body.groupFilter as { groups: string[] } | undefined)?.groups;
    if (body.isWeb === undefined) return chosen;
    const ofSource = groups
      .filter((group) => group.is_web === body.isWeb && group.ticket_type === type)
      .map((group) => group.key);
    return chosen ? ofSource.filter((key) => chosen.includes(key)) : ofSource;
  };
  return {
    async run(viewer, path, body, cursor) {
      const staff = viewer.power >= 2;
      const text = typeof body.searchFilter === 'string' ? body.searchFilter : '';
      const assignedFilter = body.assignedFilter as { assigned: number[] } | undefined;
      await modules.listTickets(handle.db, {
        viewer: { ...viewer, isSuperAdmin: viewer.power >= 100 },
        type: path === '/reports' ? 1 : 0,
        status: body.statusFilter ?? 'opened',
        sort: body.sort ?? (staff ? 'staffPriority' : 'oldestComment'),
        search: text
          ? modules.searchCondition({ text, includeStaffOnly: staff, accountIds: [] })
          : undefined,
        groups: groupsToList(path === '/reports' ? 1 : 0, body),
        assignees: assignedFilter?.assigned,
        isWeb: body.isWeb,
        after: cursorValues(cursor),
        limit: 21,
      });
    },
    close: () => handle.close(),
  };
}

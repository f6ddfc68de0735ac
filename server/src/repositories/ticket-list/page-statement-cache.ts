import { LRUCache } from 'lru-cache';
import { fillSlots, slot } from '../statement-slots';
import type { TicketListQuery } from './ticket-list-conditions';
import { SORTS } from './ticket-list-sorts';
import type { VisibilityViewer } from './ticket-visibility-sql';

/** A list page's statement as compiled: its SQL and parameters, and its cursor columns. */
export interface PageStatement {
  sql: string;
  parameters: readonly unknown[];
  cursorNames: string[];
}

/** What builds a page's statement; undefined when the list has no branch to read. */
export type PageStatementBuilder = (
  query: TicketListQuery,
  badgesFor: VisibilityViewer | undefined,
) => PageStatement | undefined;

/** Shapes kept at once: players share one per list kind; staff one per roles and groups. */
const CACHED_SHAPES = 500;

const statements = new LRUCache<string, PageStatement | 'none'>({ max: CACHED_SHAPES });

/**
 * The query as the builder sees it when building for the cache (per-call values as slots, kept in
 * `values`: ids and cursor times), and the key of its shape: whatever the builder reads to decide
 * the SQL's text (tab, status, sort, the viewer's roles and groups, the cursor's rank, how many
 * assignees).
 */
function shapeOf(query: TicketListQuery, badgesFor: VisibilityViewer | undefined) {
  const values: unknown[] = [];
  const ranked = SORTS[query.sort].ranked;
  const { viewer, after, assignees, search: _search, searchIds: _ids, ...kind } = query;
  const { id: _viewerId, ...viewerShape } = viewer;
  const slotted: TicketListQuery = {
    ...query,
    viewer: { ...viewer, id: slot(values, viewer.id) },
    after: after?.map((value, index) => (ranked && index === 0 ? value : slot(values, value))),
    assignees: assignees?.map((id) => slot(values, id)),
  };
  const slottedBadges = badgesFor && {
    ...badgesFor,
    id: slot(values, badgesFor.id),
  };
  const { id: _badgesId, ...badgesShape } = badgesFor ?? { id: 0 };
  const key = JSON.stringify([
    kind,
    viewerShape,
    after?.length,
    ranked ? after?.[0] : undefined,
    assignees?.length,
    badgesFor ? badgesShape : undefined,
  ]);
  return { slotted, slottedBadges, values, key };
}

function filled(statement: PageStatement, values: readonly unknown[]): PageStatement {
  return { ...statement, parameters: fillSlots(statement.parameters, values) };
}

/**
 * A page's statement, built once per shape of list: building and compiling a staff list's union
 * of branches cost its instance more CPU than PostgreSQL spends running it (0.3 ms of a 2.1 ms
 * call, bench costs). Searches are built on each call: their text decides their SQL.
 */
export function cachedPageStatement(
  build: PageStatementBuilder,
  query: TicketListQuery,
  badgesFor: VisibilityViewer | undefined,
): PageStatement | undefined {
  if (query.search) return build(query, badgesFor);
  const { slotted, slottedBadges, values, key } = shapeOf(query, badgesFor);
  let statement = statements.get(key);
  if (statement === undefined) {
    statement = build(slotted, slottedBadges) ?? 'none';
    statements.set(key, statement);
  }
  return statement === 'none' ? undefined : filled(statement, values);
}

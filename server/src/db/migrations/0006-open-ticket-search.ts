import type { SqlMigration } from './sql-migration';

const COLUMNS = [
  'search_es',
  'search_en',
  'comments_search_es',
  'comments_search_en',
  'staff_notes_search_es',
  'staff_notes_search_en',
] as const;

/**
 * Open tickets are a small part of all tickets, yet the default list. A search there read the
 * whole-table GIN indexes: a common word matched a quarter of every ticket ever written, the
 * bitmap outgrew work_mem, went lossy, and every heap row was rechecked. Partial GIN indexes over
 * open tickets only keep that bitmap as small as the open list (the planner picks them when the
 * query says `status = 0`). `is not null` is implied by any `@@` on the column but by no plain
 * list query, so the planner never reads one of these whole as a mere "open tickets" bitmap.
 */
export const openTicketSearch: SqlMigration = {
  name: '0006-open-ticket-search',
  statements: COLUMNS.map(
    (column) =>
      `create index if not exists tickets_open_${column}_idx on tickets using gin (${column}) where status = 0 and ${column} is not null`,
  ),
};

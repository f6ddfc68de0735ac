import type { SqlMigration } from './sql-migration';

/**
 * A player's list reads the tickets they created, then those they are accused in, each from its
 * own index. With the list's time keys and the id included, each is an index-only range the page
 * is sorted from, and only the page's own rows are read in full: a player with 5,000 tickets
 * read every one of them from the table to show 20. `tickets_accused_idx` (0002) is folded into
 * the accused list index, which starts with the same column.
 */
export const ownTicketSortKeys: SqlMigration = {
  name: '0010-own-ticket-sort-keys',
  statements: [
    'drop index tickets_created_by_idx',
    `create index tickets_created_by_idx on tickets (created_by, type, status)
      include (last_comment_at, created_at, id)`,
    'drop index tickets_accused_idx',
    'drop index tickets_accused_list_idx',
    `create index tickets_accused_list_idx on tickets (report_accused_id, type, status)
      include (last_comment_at, created_at, id) where report_accused_id is not null`,
  ],
};

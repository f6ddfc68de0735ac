import type { SqlMigration } from './sql-migration';

/**
 * Statistics read ranges of time that no list index starts with (bench, issue 12):
 * - `GET /getLastMonthStats` reads the tickets opened in the last 30 days: the ticket indexes on
 *   `created_at` all start with type and status, so it read the whole table.
 * - `GET /staffResponseTime` for one staff member read every answer of the period from
 *   `ticket_waits_answered_idx` and kept that member's 1 in 20; led by the staff member, the
 *   range holds only their answers, with what the figures need.
 */
export const statisticsIndexes: SqlMigration = {
  name: '0016-statistics-indexes',
  statements: [
    'create index tickets_created_at_idx on tickets (created_at, id)',
    `create index ticket_waits_staff_answered_idx on ticket_waits (answered_by, answered_at)
       include (category_key, response_ms) where answered_at is not null`,
  ],
};

import type { SqlMigration } from './sql-migration';

/**
 * The planner multiplied the selectivities of tab, status, assignment and group as if they were
 * independent, but unassigned tickets are nearly all open: "open unassigned support" looked like
 * 2,900 of 1M tickets when it is 30,000, so it chose plans fit for a handful of rows (bitmap
 * ANDs against a staff member's own tickets that read the whole open list). Multi-column
 * statistics let it see the real combinations.
 */
export const ticketListStatistics: SqlMigration = {
  name: '0009-ticket-list-statistics',
  statements: [
    'create statistics tickets_list_state_stats (mcv) on type, status, is_assigned, group_key from tickets',
    'analyze tickets',
  ],
};

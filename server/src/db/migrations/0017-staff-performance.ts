import type { SqlMigration } from './sql-migration';

/**
 * The admin panel's staff performance counts assignments per staff member and UTC day of
 * assignment; this index reads a period's assignments with everything the counts need.
 */
export const staffPerformance: SqlMigration = {
  name: '0017-staff-performance',
  statements: [
    `create index ticket_assignees_assigned_at_idx on ticket_assignees (assigned_at)
       include (account_id, ticket_type, ticket_status)`,
  ],
};

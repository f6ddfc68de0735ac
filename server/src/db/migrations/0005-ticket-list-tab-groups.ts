import type { SqlMigration } from './sql-migration';

/**
 * A staff group filter (or source filter, turned into groups) reads one branch per group; these
 * put the group right after tab and status so each branch is again an ordered index range, even
 * when a group's tickets sit far down the unfiltered order (category weights differ by group).
 */
export const ticketListTabGroups: SqlMigration = {
  name: '0005-ticket-list-tab-groups',
  statements: [
    'create index tickets_group_comment_idx on tickets (type, status, group_key, last_comment_at, id)',
    'create index tickets_group_created_idx on tickets (type, status, group_key, created_at, id)',
    `create index tickets_group_priority_idx
       on tickets (type, status, group_key, is_assigned, category_weight desc, last_comment_at, id)`,
    `create index tickets_group_staff_latest_idx
       on tickets (type, status, group_key, is_assigned, last_comment_at desc, id desc)`,
    'drop index tickets_group_idx',
  ],
};

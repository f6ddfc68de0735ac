import type { SqlMigration } from './sql-migration';

const ASSIGNMENTS = [
  { table: 'ticket_assignees', key: 'account_id' },
  { table: 'ticket_role_assignees', key: 'role_key' },
] as const;

/** The list orders, as they read on an assignment row: SORTS in `ticket-list-sorts.ts`. */
const SORT_KEY_ORDERS = {
  comment: 'ticket_last_comment_at, ticket_id',
  created: 'ticket_created_at, ticket_id',
  priority: 'ticket_category_weight desc, ticket_last_comment_at, ticket_id',
};

/**
 * "Assigned to me" and "assigned to my role" walked the whole list's sort index and probed each
 * row for the assignment: thousands of probes when the viewer holds a small share of the list,
 * and for a role the planner hashed every assigned ticket of the list. Assignments now also carry
 * their ticket's sort keys (kept by the 0007 triggers, widened here), and indexes led by the
 * assignee in each list order make those branches an ordered range of their own. The group rides
 * along in those indexes, so a group filter is tested without reading a ticket.
 */
export const assignmentSortKeys: SqlMigration = {
  name: '0008-assignment-sort-keys',
  statements: [
    ...ASSIGNMENTS.flatMap(({ table }) => [
      `alter table ${table} add column ticket_category_weight integer,
         add column ticket_created_at timestamptz, add column ticket_last_comment_at timestamptz,
         add column ticket_group_key text`,
      `update ${table} as a set ticket_category_weight = t.category_weight,
         ticket_created_at = t.created_at, ticket_last_comment_at = t.last_comment_at,
         ticket_group_key = t.group_key
       from tickets as t where t.id = a.ticket_id`,
    ]),
    `create or replace function fill_assignment_ticket_state() returns trigger language plpgsql as $$
    begin
      select type, status, category_weight, created_at, last_comment_at, group_key
        into new.ticket_type, new.ticket_status, new.ticket_category_weight,
             new.ticket_created_at, new.ticket_last_comment_at, new.ticket_group_key
        from tickets where id = new.ticket_id;
      return new;
    end
    $$`,
    `create or replace function sync_assignment_ticket_state() returns trigger language plpgsql as $$
    begin
      update ticket_assignees set ticket_type = new.type, ticket_status = new.status,
          ticket_category_weight = new.category_weight, ticket_last_comment_at = new.last_comment_at,
          ticket_group_key = new.group_key
        where ticket_id = new.id;
      update ticket_role_assignees set ticket_type = new.type, ticket_status = new.status,
          ticket_category_weight = new.category_weight, ticket_last_comment_at = new.last_comment_at,
          ticket_group_key = new.group_key
        where ticket_id = new.id;
      return null;
    end
    $$`,
    'drop trigger tickets_assignment_state on tickets',
    `create trigger tickets_assignment_state
       after update of type, status, category_weight, last_comment_at, group_key on tickets
       for each row when (old.type is distinct from new.type or old.status is distinct from new.status
         or old.category_weight is distinct from new.category_weight
         or old.last_comment_at is distinct from new.last_comment_at
         or old.group_key is distinct from new.group_key)
       execute function sync_assignment_ticket_state()`,
    ...ASSIGNMENTS.flatMap(({ table, key }) =>
      Object.entries(SORT_KEY_ORDERS).map(
        ([name, order]) =>
          `create index ${table}_${name}_idx on ${table} (${key}, ticket_type, ticket_status, ${order})
             include (ticket_group_key)`,
      ),
    ),
  ],
};

import type { SqlMigration } from './sql-migration';

/**
 * The Statistics view's figures (GET /getLastMonthSummary) and the tickets behind one of them
 * (GET /getLastMonthTickets) read only index ranges of the last 30 days (bench, issue 12):
 * - each assignment of the period, with its ticket's group, type and status, from an index
 *   led by the ticket's creation time (the counts per staff member);
 * - the period's tickets with their group, type and status, from `tickets_created_at_idx`
 *   widened to carry them (the tickets nobody took: the period's tickets without an assignment);
 * - one staff member's assignments of the period, newest first, with the type and status a
 *   figure is filtered by (the tickets behind it, a page at a time).
 * The assignment's copy of its ticket's creation time (0008) now follows the ticket too, so the
 * counts never disagree with the tickets.
 */
export const lastMonthSummary: SqlMigration = {
  name: '0018-last-month-summary',
  statements: [
    'drop index tickets_created_at_idx',
    'create index tickets_created_at_idx on tickets (created_at, id) include (type, status, group_key)',
    `create index ticket_assignees_ticket_created_at_idx on ticket_assignees (ticket_created_at)
       include (account_id, ticket_id, ticket_group_key, ticket_type, ticket_status)`,
    `create index ticket_assignees_account_created_at_idx
       on ticket_assignees (account_id, ticket_created_at, ticket_id)
       include (ticket_type, ticket_status)`,
    `create or replace function sync_assignment_ticket_state() returns trigger language plpgsql as $$
    begin
      update ticket_assignees set ticket_type = new.type, ticket_status = new.status,
          ticket_category_weight = new.category_weight, ticket_created_at = new.created_at,
          ticket_last_comment_at = new.last_comment_at, ticket_group_key = new.group_key
        where ticket_id = new.id;
      update ticket_role_assignees set ticket_type = new.type, ticket_status = new.status,
          ticket_category_weight = new.category_weight, ticket_created_at = new.created_at,
          ticket_last_comment_at = new.last_comment_at, ticket_group_key = new.group_key
        where ticket_id = new.id;
      return null;
    end
    $$`,
    'drop trigger tickets_assignment_state on tickets',
    `create trigger tickets_assignment_state
       after update of type, status, category_weight, created_at, last_comment_at, group_key
       on tickets
       for each row when (old.type is distinct from new.type or old.status is distinct from new.status
         or old.category_weight is distinct from new.category_weight
         or old.created_at is distinct from new.created_at
         or old.last_comment_at is distinct from new.last_comment_at
         or old.group_key is distinct from new.group_key)
       execute function sync_assignment_ticket_state()`,
    // Ticket times are set by the application, never edited: a copy that differs was never kept.
    `update ticket_assignees as a set ticket_created_at = t.created_at
       from tickets as t where t.id = a.ticket_id and a.ticket_created_at is distinct from t.created_at`,
  ],
};

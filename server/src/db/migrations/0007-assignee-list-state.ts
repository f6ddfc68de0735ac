import type { SqlMigration } from './sql-migration';

/**
 * A staff member is assigned to tens of thousands of tickets over the years, nearly all closed,
 * and a role to thousands. "Assigned to me" combined with the assignee filter intersected both
 * whole sets (a hash of ~47k rows per request), and the role-assigned branch walked thousands of
 * open tickets probing for its role, because nothing on an assignment told an open ticket from a
 * closed one. Each assignment now carries a copy of its ticket's type and status (filled on insert,
 * kept by a trigger on the ticket), and indexes led by the assignee narrow a set to one list's
 * tickets (a few hundred or thousand open ones), so lists intersect or sort only those.
 * The updates rewrite both tables: where autovacuum is off, run
 * `VACUUM ANALYZE ticket_assignees, ticket_role_assignees` after this migration.
 */
export const assigneeListState: SqlMigration = {
  name: '0007-assignee-list-state',
  statements: [
    'alter table ticket_assignees add column ticket_type smallint, add column ticket_status smallint',
    `update ticket_assignees as ta set ticket_type = t.type, ticket_status = t.status
       from tickets as t where t.id = ta.ticket_id`,
    'alter table ticket_role_assignees add column ticket_type smallint, add column ticket_status smallint',
    `update ticket_role_assignees as tra set ticket_type = t.type, ticket_status = t.status
       from tickets as t where t.id = tra.ticket_id`,
    `create function fill_assignment_ticket_state() returns trigger language plpgsql as $$
    begin
      select type, status into new.ticket_type, new.ticket_status
        from tickets where id = new.ticket_id;
      return new;
    end
    $$`,
    `create trigger ticket_assignees_ticket_state
       before insert or update on ticket_assignees
       for each row execute function fill_assignment_ticket_state()`,
    `create trigger ticket_role_assignees_ticket_state
       before insert or update on ticket_role_assignees
       for each row execute function fill_assignment_ticket_state()`,
    `create function sync_assignment_ticket_state() returns trigger language plpgsql as $$
    begin
      update ticket_assignees set ticket_type = new.type, ticket_status = new.status
        where ticket_id = new.id;
      update ticket_role_assignees set ticket_type = new.type, ticket_status = new.status
        where ticket_id = new.id;
      return null;
    end
    $$`,
    `create trigger tickets_assignment_state
       after update of type, status on tickets
       for each row when (old.type is distinct from new.type or old.status is distinct from new.status)
       execute function sync_assignment_ticket_state()`,
    `create index ticket_assignees_list_idx
       on ticket_assignees (account_id, ticket_type, ticket_status, ticket_id)`,
    `create index ticket_role_assignees_list_idx
       on ticket_role_assignees (role_key, ticket_type, ticket_status, ticket_id)`,
  ],
};

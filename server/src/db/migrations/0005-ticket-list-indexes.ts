import type { SqlMigration } from './sql-migration';

/**
 * What the ticket lists need beyond 0002: the tab badges read a counter kept by a trigger instead
 * of counting tickets, and the staff sorts read each priority bucket from its own ordered index
 * (reports caught in the act and unassigned have small partial indexes of their own).
 */
export const ticketListIndexes: SqlMigration = {
  name: '0005-ticket-list-indexes',
  statements: [
    `create table ticket_unassigned_counts (
      type smallint not null,
      group_key text not null,
      count integer not null default 0,
      primary key (type, group_key)
    )`,
    `create function track_unassigned_tickets() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.status = 0 and not old.is_assigned then
        update ticket_unassigned_counts set count = count - 1
          where type = old.type and group_key = old.group_key;
      end if;
      if tg_op in ('INSERT', 'UPDATE') and new.status = 0 and not new.is_assigned then
        insert into ticket_unassigned_counts as counts (type, group_key, count)
          values (new.type, new.group_key, 1)
          on conflict (type, group_key) do update set count = counts.count + 1;
      end if;
      return null;
    end
    $$`,
    `create trigger tickets_unassigned_count
       after insert or delete or update of status, is_assigned, type, group_key on tickets
       for each row execute function track_unassigned_tickets()`,
    `insert into ticket_unassigned_counts (type, group_key, count)
       select type, group_key, count(*)::int from tickets
       where status = 0 and not is_assigned group by type, group_key`,
    `create index tickets_staff_latest_idx
       on tickets (type, status, is_assigned, last_comment_at desc, id desc)`,
    `create index tickets_in_act_priority_idx
       on tickets (type, status, category_weight desc, last_comment_at, id)
       where in_fraganti and not is_assigned`,
    `create index tickets_in_act_latest_idx
       on tickets (type, status, last_comment_at desc, id desc)
       where in_fraganti and not is_assigned`,
    'create index accounts_lower_name_idx on accounts (lower(name))',
    'create index tickets_accused_list_idx on tickets (report_accused_id, type, status) where report_accused_id is not null',
  ],
};

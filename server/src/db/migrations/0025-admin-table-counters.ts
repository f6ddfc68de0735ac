import type { SqlMigration } from './sql-migration';

/**
 * The admin tables and dashboard (issue 13):
 * - `ticket_counts`: tickets per tab, status and group, kept by a trigger in the writing
 *   transaction like the unassigned counters (0005). A table's total without a search, period or
 *   assignee filter, and the dashboard's opened and closed cards, add a few of its rows instead of
 *   counting a million index entries.
 * - The table's staff priority order (weight, then oldest comment) has its own index: the staff
 *   list's one (0002) puts `is_assigned` first, which the table does not filter on, so every page
 *   sorted the whole tab.
 */
export const adminTableCounters: SqlMigration = {
  name: '0025-admin-table-counters',
  statements: [
    `create table ticket_counts (
      type smallint not null,
      status smallint not null,
      group_key text not null,
      count integer not null default 0,
      primary key (type, status, group_key)
    )`,
    `create function track_ticket_counts() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update ticket_counts set count = count - 1
          where type = old.type and status = old.status and group_key = old.group_key;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into ticket_counts as counts (type, status, group_key, count)
          values (new.type, new.status, new.group_key, 1)
          on conflict (type, status, group_key) do update set count = counts.count + 1;
      end if;
      return null;
    end
    $$`,
    `create trigger tickets_count
       after insert or delete or update of status, type, group_key on tickets
       for each row execute function track_ticket_counts()`,
    `insert into ticket_counts (type, status, group_key, count)
       select type, status, group_key, count(*)::int from tickets group by type, status, group_key`,
    `create index tickets_admin_priority_idx
       on tickets (type, status, category_weight desc, last_comment_at, id)`,
  ],
};

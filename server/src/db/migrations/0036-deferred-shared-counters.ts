import type { SqlMigration } from './sql-migration';

// 0024's transition tables, copied: a released migration is never edited nor imported.
const ASSIGNMENT_COLUMNS =
  'ticket_id, account_id, assigned_at, ticket_created_at, ticket_group_key, ticket_type, ticket_status';
const ASSIGNMENT_CHANGES = {
  insert: `select 1 as n, ${ASSIGNMENT_COLUMNS} from new_rows`,
  delete: `select -1 as n, ${ASSIGNMENT_COLUMNS} from old_rows`,
  update: `select 1 as n, ${ASSIGNMENT_COLUMNS} from new_rows
           union all select -1, ${ASSIGNMENT_COLUMNS} from old_rows`,
} as const;
type AssignmentEvent = keyof typeof ASSIGNMENT_CHANGES;

/**
 * 0024's function for one statement on `ticket_assignees`, the same but for its last write: each
 * ticket day's change of "nobody took it" is queued for the commit instead of written at once.
 */
function assignmentDaysFunction(event: AssignmentEvent): string {
  const changes = ASSIGNMENT_CHANGES[event];
  return `create or replace function track_assignment_days_${event}() returns trigger
    language plpgsql as $$
    begin
      perform 1 from tickets
        where id in (select ticket_id from (${changes}) c group by ticket_id having sum(n) <> 0)
        order by id
        for no key update;

      insert into staff_assigned_days as d
        (account_id, day, reports_opened, reports_closed, support_opened, support_closed)
      select * from (
        select account_id, epoch_day(assigned_at) as day,
          coalesce(sum(n) filter (where ticket_type = 1 and ticket_status = 0), 0)::int,
          coalesce(sum(n) filter (where ticket_type = 1 and ticket_status = 1), 0)::int,
          coalesce(sum(n) filter (where ticket_type = 0 and ticket_status = 0), 0)::int,
          coalesce(sum(n) filter (where ticket_type = 0 and ticket_status = 1), 0)::int
        from (${changes}) c
        group by 1, 2
      ) s(account_id, day, ro, rc, so, sc)
      where (ro, rc, so, sc) <> (0, 0, 0, 0)
      order by 1, 2
      on conflict (account_id, day) do update
        set reports_opened = d.reports_opened + excluded.reports_opened,
            reports_closed = d.reports_closed + excluded.reports_closed,
            support_opened = d.support_opened + excluded.support_opened,
            support_closed = d.support_closed + excluded.support_closed;

      insert into assignee_created_days as d (day, account_id, group_key, type, status, tickets)
      select epoch_day(ticket_created_at), account_id, ticket_group_key, ticket_type, ticket_status,
             sum(n)::int
      from (${changes}) c
      group by 1, 2, 3, 4, 5
      having sum(n) <> 0
      order by 1, 2, 3, 4, 5
      on conflict (day, account_id, group_key, type, status) do update
        set tickets = d.tickets + excluded.tickets;

      insert into ticket_counter_changes
        (day, group_key, type, status, tickets, unassigned, counter)
      select epoch_day(coalesce(t.created_at, m.created_at)), coalesce(t.group_key, m.group_key),
             coalesce(t.type, m.type), coalesce(t.status, m.status), 0,
             sum(case when m.remaining = 0 then 1 else -1 end)::int, 'ticket_created_days'
      from (
        select c.ticket_id, sum(c.n) as delta, max(c.ticket_created_at) as created_at,
               max(c.ticket_group_key) as group_key, max(c.ticket_type) as type,
               max(c.ticket_status) as status,
               (select count(*) from ticket_assignees a where a.ticket_id = c.ticket_id) as remaining
        from (${changes}) c
        group by c.ticket_id
        having sum(c.n) <> 0
      ) m
      left join tickets t on t.id = m.ticket_id
      where (m.remaining = 0) <> (m.remaining - m.delta = 0)
      group by 1, 2, 3, 4
      order by 1, 2, 3, 4;
      return null;
    end
    $$`;
}

/**
 * The counters every ticket of a group shares (tickets per tab, status and group; per day of
 * creation; unassigned per group) were written by statement triggers in the statement that changed
 * them (0024, 0029): a ticket's creation, and a take of a ticket opened the same day, held its
 * group's counter rows locked from that statement until its commit, so on a busy evening the
 * group's creations and takes queued behind each other's remaining statements (another creation
 * in the group timed out after 5 s while one had not committed). The statement triggers now queue
 * their summed changes in `ticket_counter_changes` (each change a row of its own, so no writer
 * waits for another), and a deferred constraint trigger adds each to its counter at commit, then
 * deletes it: the rows stay locked only while a write commits, as 0034 did for the row triggers. A
 * statement still queues one change per counter row, however many tickets it inserts. Changes are
 * queued in 0029's lock order (`ticket_counts`, `ticket_created_days`, `ticket_unassigned_counts`,
 * each in key order), which the row triggers of 0034 also follow at commit. The staff member's own
 * rows (`staff_assigned_days`, `assignee_created_days`) stay written at once: only that member's
 * writes share them.
 */
export const deferredSharedCounters: SqlMigration = {
  name: '0036-deferred-shared-counters',
  statements: [
    `create table ticket_counter_changes (
       id bigint generated always as identity primary key,
       counter text not null
         check (counter in ('ticket_counts', 'ticket_created_days', 'ticket_unassigned_counts')),
       day integer,
       group_key text not null,
       type smallint not null,
       status smallint,
       tickets integer not null default 0,
       unassigned integer not null default 0
     )`,
    `create function apply_ticket_counter_change() returns trigger language plpgsql as $$
    begin
      if new.counter = 'ticket_counts' then
        insert into ticket_counts as counts (type, status, group_key, count)
        values (new.type, new.status, new.group_key, new.tickets)
        on conflict (type, status, group_key) do update set count = counts.count + excluded.count;
      elsif new.counter = 'ticket_created_days' then
        insert into ticket_created_days as d (day, group_key, type, status, tickets, unassigned)
        values (new.day, new.group_key, new.type, new.status, new.tickets, new.unassigned)
        on conflict (day, group_key, type, status) do update
          set tickets = d.tickets + excluded.tickets, unassigned = d.unassigned + excluded.unassigned;
      else
        insert into ticket_unassigned_counts as counts (type, group_key, count)
        values (new.type, new.group_key, new.unassigned)
        on conflict (type, group_key) do update set count = counts.count + excluded.count;
      end if;
      delete from ticket_counter_changes where id = new.id;
      return null;
    end
    $$`,
    `create constraint trigger ticket_counter_changes_apply
       after insert on ticket_counter_changes
       deferrable initially deferred
       for each row execute function apply_ticket_counter_change()`,
    `create or replace function count_inserted_tickets() returns trigger language plpgsql as $$
    begin
      insert into ticket_counter_changes (type, status, group_key, tickets, counter)
      select type, status, group_key, count(*)::int, 'ticket_counts'
      from new_tickets
      group by 1, 2, 3
      order by 1, 2, 3;

      insert into ticket_counter_changes (day, group_key, type, status, tickets, unassigned, counter)
      select epoch_day(created_at), group_key, type, status, count(*)::int, count(*)::int,
        'ticket_created_days'
      from new_tickets
      group by 1, 2, 3, 4
      order by 1, 2, 3, 4;

      insert into ticket_counter_changes (type, group_key, unassigned, counter)
      select type, group_key, count(*)::int, 'ticket_unassigned_counts'
      from new_tickets
      where status = 0 and not is_assigned
      group by 1, 2
      order by 1, 2;
      return null;
    end
    $$`,
    ...(Object.keys(ASSIGNMENT_CHANGES) as AssignmentEvent[]).map(assignmentDaysFunction),
  ],
};

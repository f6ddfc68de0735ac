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

/** The counter row triggers on tickets (0034 made them deferred): name, columns, function. */
const ROW_TRIGGERS = [
  ['tickets_count', 'status, type, group_key', 'track_ticket_counts'],
  ['tickets_daily_counts', 'created_at, group_key, type, status', 'track_ticket_days'],
  ['tickets_unassigned_count', 'status, is_assigned, type, group_key', 'track_unassigned_tickets'],
] as const;

/**
 * 0036's function for one statement on `ticket_assignees`, with the staff member's own rows
 * (`staff_assigned_days`, `assignee_created_days`) queued like the rest instead of written at once.
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

      insert into ticket_counter_changes (account_id, day, type, status, tickets, counter)
      select account_id, epoch_day(assigned_at), ticket_type, ticket_status, sum(n)::int,
             'staff_assigned_days'
      from (${changes}) c
      group by 1, 2, 3, 4
      having sum(n) <> 0;

      insert into ticket_counter_changes
        (day, account_id, group_key, type, status, tickets, counter)
      select epoch_day(ticket_created_at), account_id, ticket_group_key, ticket_type,
             ticket_status, sum(n)::int, 'assignee_created_days'
      from (${changes}) c
      group by 1, 2, 3, 4, 5
      having sum(n) <> 0;

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
      group by 1, 2, 3, 4;
      return null;
    end
    $$`;
}

/**
 * Every counter a ticket write moves is now changed at commit, all of a transaction's changes at
 * once, in one order every transaction follows. 0036 left the staff member's own rows written by
 * the statement: every take and close of one staff member updates their row of the day, so one
 * person's writes of different tickets queued behind each other until each committed (the load
 * bench's takes and closes, all by one account, waited 280–300 ms on average and collapsed the
 * portal at 300 calls a second). Queued like the others, each row would have been written when its
 * own deferred trigger fired, in the order of the events (a take queues its staff rows before its
 * ticket's update, a close after it), so a take and a close committing together could deadlock.
 * Now every counter trigger only queues its change (an insert into a table without a key, which
 * waits for nothing, so the tickets' row triggers are immediate again, as before 0034, and read
 * their ticket's assignees when they fire), and the first of a transaction's queued changes to
 * reach the commit applies them all, summed per counter row: `ticket_counts`,
 * `ticket_created_days`, `ticket_unassigned_counts`, `staff_assigned_days`,
 * `assignee_created_days`, each in key order. The later ones find their change gone.
 */
export const countersAtCommit: SqlMigration = {
  name: '0042-counters-at-commit',
  statements: [
    'alter table ticket_counter_changes add column account_id integer',
    'alter table ticket_counter_changes alter column group_key drop not null',
    'alter table ticket_counter_changes drop constraint ticket_counter_changes_counter_check',
    `alter table ticket_counter_changes add constraint ticket_counter_changes_counter_check
       check (counter in ('ticket_counts', 'ticket_created_days', 'ticket_unassigned_counts',
                          'staff_assigned_days', 'assignee_created_days'))`,
    `create or replace function apply_ticket_counter_change() returns trigger
    language plpgsql as $$
    begin
      perform 1 from ticket_counter_changes where id = new.id;
      if not found then
        return null;
      end if;

      insert into ticket_counts as counts (type, status, group_key, count)
      select type, status, group_key, sum(tickets)::int
      from ticket_counter_changes
      where counter = 'ticket_counts'
      group by 1, 2, 3
      having sum(tickets) <> 0
      order by 1, 2, 3
      on conflict (type, status, group_key) do update set count = counts.count + excluded.count;

      insert into ticket_created_days as d (day, group_key, type, status, tickets, unassigned)
      select day, group_key, type, status, sum(tickets)::int, sum(unassigned)::int
      from ticket_counter_changes
      where counter = 'ticket_created_days'
      group by 1, 2, 3, 4
      having sum(tickets) <> 0 or sum(unassigned) <> 0
      order by 1, 2, 3, 4
      on conflict (day, group_key, type, status) do update
        set tickets = d.tickets + excluded.tickets, unassigned = d.unassigned + excluded.unassigned;

      insert into ticket_unassigned_counts as counts (type, group_key, count)
      select type, group_key, sum(unassigned)::int
      from ticket_counter_changes
      where counter = 'ticket_unassigned_counts'
      group by 1, 2
      having sum(unassigned) <> 0
      order by 1, 2
      on conflict (type, group_key) do update set count = counts.count + excluded.count;

      insert into staff_assigned_days as d
        (account_id, day, reports_opened, reports_closed, support_opened, support_closed)
      select * from (
        select account_id, day,
          coalesce(sum(tickets) filter (where type = 1 and status = 0), 0)::int,
          coalesce(sum(tickets) filter (where type = 1 and status = 1), 0)::int,
          coalesce(sum(tickets) filter (where type = 0 and status = 0), 0)::int,
          coalesce(sum(tickets) filter (where type = 0 and status = 1), 0)::int
        from ticket_counter_changes
        where counter = 'staff_assigned_days'
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
      select day, account_id, group_key, type, status, sum(tickets)::int
      from ticket_counter_changes
      where counter = 'assignee_created_days'
      group by 1, 2, 3, 4, 5
      having sum(tickets) <> 0
      order by 1, 2, 3, 4, 5
      on conflict (day, account_id, group_key, type, status) do update
        set tickets = d.tickets + excluded.tickets;

      delete from ticket_counter_changes;
      return null;
    end
    $$`,
    `create or replace function track_ticket_counts() returns trigger language plpgsql as $$
    begin
      insert into ticket_counter_changes (type, status, group_key, tickets, counter)
      select old.type, old.status, old.group_key, -1, 'ticket_counts' where tg_op <> 'INSERT'
      union all
      select new.type, new.status, new.group_key, 1, 'ticket_counts' where tg_op <> 'DELETE';
      return null;
    end
    $$`,
    `create or replace function track_unassigned_tickets() returns trigger language plpgsql as $$
    begin
      insert into ticket_counter_changes (type, group_key, unassigned, counter)
      select old.type, old.group_key, -1, 'ticket_unassigned_counts'
        where tg_op <> 'INSERT' and old.status = 0 and not old.is_assigned
      union all
      select new.type, new.group_key, 1, 'ticket_unassigned_counts'
        where tg_op <> 'DELETE' and new.status = 0 and not new.is_assigned;
      return null;
    end
    $$`,
    `create or replace function track_ticket_days() returns trigger language plpgsql as $$
    declare
      nobody integer := 1;
    begin
      if tg_op = 'UPDATE' then
        if (epoch_day(old.created_at), old.group_key, old.type, old.status)
            is not distinct from (epoch_day(new.created_at), new.group_key, new.type, new.status) then
          return null;
        end if;
        if exists (select 1 from ticket_assignees where ticket_id = new.id) then
          nobody := 0;
        end if;
      end if;
      insert into ticket_counter_changes (day, group_key, type, status, tickets, unassigned, counter)
      select epoch_day(old.created_at), old.group_key, old.type, old.status, -1, -nobody,
             'ticket_created_days'
        where tg_op <> 'INSERT'
      union all
      select epoch_day(new.created_at), new.group_key, new.type, new.status, 1, nobody,
             'ticket_created_days'
        where tg_op <> 'DELETE';
      return null;
    end
    $$`,
    ...ROW_TRIGGERS.flatMap(([trigger, columns, fn]) => [
      `drop trigger ${trigger} on tickets`,
      `create trigger ${trigger}
         after delete or update of ${columns} on tickets
         for each row execute function ${fn}()`,
    ]),
    ...(Object.keys(ASSIGNMENT_CHANGES) as AssignmentEvent[]).map(assignmentDaysFunction),
  ],
};

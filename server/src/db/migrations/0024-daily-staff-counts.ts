import type { SqlMigration } from './sql-migration';

/** An assignment's columns the counts read, as each statement's transition tables hold them. */
const ASSIGNMENT_COLUMNS =
  'ticket_id, account_id, assigned_at, ticket_created_at, ticket_group_key, ticket_type, ticket_status';

/** What one statement on `ticket_assignees` changed: +1 per new row, -1 per old one. */
const ASSIGNMENT_CHANGES = {
  insert: `select 1 as n, ${ASSIGNMENT_COLUMNS} from new_rows`,
  delete: `select -1 as n, ${ASSIGNMENT_COLUMNS} from old_rows`,
  update: `select 1 as n, ${ASSIGNMENT_COLUMNS} from new_rows
           union all select -1, ${ASSIGNMENT_COLUMNS} from old_rows`,
} as const;

type AssignmentEvent = keyof typeof ASSIGNMENT_CHANGES;

const REFERENCING: Record<AssignmentEvent, string> = {
  insert: 'new table as new_rows',
  delete: 'old table as old_rows',
  update: 'old table as old_rows new table as new_rows',
};

/**
 * The counts one statement on `ticket_assignees` moves, summed per counter row and written in key
 * order (two writers lock shared rows in the same order). A ticket that gains its first staff
 * assignee leaves "nobody took it"; one that loses its last joins it again, even when the ticket
 * itself is being deleted (the cascade): the ticket's own delete always takes one off (see
 * `track_ticket_days`), so the result does not depend on which trigger fires first. The tickets
 * gaining or losing assignees are locked first (the order a ticket's update takes: ticket, then
 * counters), and their assignees counted again after that (a new snapshot), so two first
 * assignments of one ticket at once are counted as one.
 */
function assignmentDaysFunction(event: AssignmentEvent): string {
  const changes = ASSIGNMENT_CHANGES[event];
  return `create function track_assignment_days_${event}() returns trigger language plpgsql as $$
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

      insert into ticket_created_days as d (day, group_key, type, status, tickets, unassigned)
      select epoch_day(coalesce(t.created_at, m.created_at)), coalesce(t.group_key, m.group_key),
             coalesce(t.type, m.type), coalesce(t.status, m.status), 0,
             sum(case when m.remaining = 0 then 1 else -1 end)::int
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
      order by 1, 2, 3, 4
      on conflict (day, group_key, type, status) do update
        set unassigned = d.unassigned + excluded.unassigned;
      return null;
    end
    $$`;
}

const ASSIGNMENT_EVENTS = Object.keys(ASSIGNMENT_CHANGES) as AssignmentEvent[];

/**
 * The Statistics view's summary (GET /getLastMonthSummary, issue 12) and the admin panel's staff
 * performance (POST /staff/performance, issue 13) read counts per UTC day kept by triggers in the
 * transaction of each write, instead of counting a period's tickets and assignments per call:
 * - `ticket_created_days`: tickets per UTC day of creation, group, type and status, and how many
 *   of them no staff member took (no `ticket_assignees` row; a role is not one);
 * - `assignee_created_days`: assignments per UTC day of their ticket's creation, staff member, and
 *   the ticket's group, type and status (the assignment's copies, 0007/0008/0018);
 * - `staff_assigned_days`: assignments per staff member and UTC day of assignment, split by the
 *   ticket's type and status.
 * Counters are written with `insert … on conflict do update`; a counter that falls to zero stays
 * (reads skip it). Existing data is counted here.
 */
export const dailyStaffCounts: SqlMigration = {
  name: '0024-daily-staff-counts',
  statements: [
    `create function epoch_day(at timestamptz) returns integer language sql stable parallel safe
       as $$ select floor(extract(epoch from at) / 86400)::integer $$`,
    `create table ticket_created_days (
       day integer not null,
       group_key text not null,
       type smallint not null,
       status smallint not null,
       tickets integer not null,
       unassigned integer not null,
       primary key (day, group_key, type, status)
     )`,
    `create table assignee_created_days (
       day integer not null,
       account_id integer not null,
       group_key text not null,
       type smallint not null,
       status smallint not null,
       tickets integer not null,
       primary key (day, account_id, group_key, type, status)
     )`,
    `create table staff_assigned_days (
       account_id integer not null,
       day integer not null,
       reports_opened integer not null,
       reports_closed integer not null,
       support_opened integer not null,
       support_closed integer not null,
       primary key (account_id, day)
     )`,
    // The default order (newest day first) and date ranges read days in order.
    'create index staff_assigned_days_day_idx on staff_assigned_days (day)',
    // A ticket's own rows. An update keeps "nobody took it" where its assignees say so; a delete
    // always takes one off, whether or not the cascade already removed its assignees (which put
    // it back as nobody's then).
    `create function track_ticket_days() returns trigger language plpgsql as $$
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
      insert into ticket_created_days as d (day, group_key, type, status, tickets, unassigned)
      select epoch_day(c.created_at), c.group_key, c.type, c.status, sum(c.n)::int,
             sum(c.n * nobody)::int
      from (
        select old.created_at, old.group_key, old.type, old.status, -1 where tg_op <> 'INSERT'
        union all
        select new.created_at, new.group_key, new.type, new.status, 1 where tg_op <> 'DELETE'
      ) c(created_at, group_key, type, status, n)
      group by 1, 2, 3, 4
      order by 1, 2, 3, 4
      on conflict (day, group_key, type, status) do update
        set tickets = d.tickets + excluded.tickets, unassigned = d.unassigned + excluded.unassigned;
      return null;
    end
    $$`,
    // Fires after tickets_assignment_state and before tickets_unassigned_count (names sort so), the
    // order an assignment takes those rows in (copies, these counters, then is_assigned's).
    `create trigger tickets_daily_counts
       after insert or delete or update of created_at, group_key, type, status on tickets
       for each row execute function track_ticket_days()`,
    ...ASSIGNMENT_EVENTS.flatMap((event) => [
      assignmentDaysFunction(event),
      `create trigger ticket_assignees_daily_counts_${event}
         after ${event} on ticket_assignees referencing ${REFERENCING[event]}
         for each statement execute function track_assignment_days_${event}()`,
    ]),
    `insert into ticket_created_days (day, group_key, type, status, tickets, unassigned)
     select epoch_day(t.created_at), t.group_key, t.type, t.status, count(*),
            count(*) filter (where not exists (select 1 from ticket_assignees a where a.ticket_id = t.id))
     from tickets t
     group by 1, 2, 3, 4`,
    `insert into assignee_created_days (day, account_id, group_key, type, status, tickets)
     select epoch_day(ticket_created_at), account_id, ticket_group_key, ticket_type, ticket_status,
            count(*)
     from ticket_assignees
     group by 1, 2, 3, 4, 5`,
    `insert into staff_assigned_days
       (account_id, day, reports_opened, reports_closed, support_opened, support_closed)
     select account_id, epoch_day(assigned_at),
            count(*) filter (where ticket_type = 1 and ticket_status = 0),
            count(*) filter (where ticket_type = 1 and ticket_status = 1),
            count(*) filter (where ticket_type = 0 and ticket_status = 0),
            count(*) filter (where ticket_type = 0 and ticket_status = 1)
     from ticket_assignees
     group by 1, 2`,
  ],
};

import type { SqlMigration } from './sql-migration';

/**
 * Statistics read what the writes keep up to date, never the whole ticket and comment history.
 *
 * `ticket_waits`: one row per time a ticket waited for staff, from its creation and from each
 * reopen to the first public comment by staff on it (the contract's `answersStaffWait`).
 * A wait ends unanswered when the ticket is closed first. At most one wait per ticket is open.
 *
 * `review_staff`: who a review was about: the ticket's assignees when it was written, so later
 * reassignments do not move it. `staff_review_totals` keeps each staff member's count and stars.
 *
 * Existing data is filled from the comment history: authors are judged by their power today.
 */
export const responseTimes: SqlMigration = {
  name: '0015-response-times',
  statements: [
    `create table ticket_waits (
       id bigserial primary key,
       ticket_id integer not null references tickets (id) on delete cascade,
       category_key text not null,
       started_at timestamptz not null,
       answered_at timestamptz,
       answered_by integer references accounts (id) on delete set null,
       ended_at timestamptz,
       response_ms bigint generated always as
         ((extract(epoch from (answered_at - started_at)) * 1000)::bigint) stored
     )`,
    `create unique index ticket_waits_open_idx on ticket_waits (ticket_id)
       where answered_at is null and ended_at is null`,
    `create index ticket_waits_answered_idx on ticket_waits (answered_at)
       include (answered_by, category_key, response_ms) where answered_at is not null`,
    `insert into ticket_waits (ticket_id, category_key, started_at, answered_at, answered_by, ended_at)
     with starts as (
       select t.id as ticket_id, t.created_at as started_at from tickets t
       union all
       select c.ticket_id, c.created_at from comments c where c.action = 'reopen'
     ), segments as (
       select s.ticket_id, s.started_at,
              lead(s.started_at) over (partition by s.ticket_id order by s.started_at) as next_start
       from starts s
     )
     select seg.ticket_id, t.category_key, seg.started_at, answer.created_at, answer.author_id,
            case
              when answer.created_at is not null then null
              when closing.created_at is not null then closing.created_at
              when seg.next_start is null and t.status = 1 then coalesce(t.closed_at, seg.started_at)
            end
     from segments seg
     join tickets t on t.id = seg.ticket_id
     left join lateral (
       select c.created_at, c.author_id
       from comments c
       join accounts a on a.id = c.author_id
       where c.ticket_id = seg.ticket_id and c.action = '' and not c.staff_only
         and c.created_at >= seg.started_at
         and (seg.next_start is null or c.created_at < seg.next_start)
         and c.author_id <> t.created_by and a.power >= 2
         and not (t.type = 1 and (t.report_accused_id = c.author_id or exists (
           select 1 from report_partners p where p.ticket_id = t.id and p.account_id = c.author_id)))
       order by c.created_at, c.id
       limit 1
     ) answer on true
     left join lateral (
       select c.created_at
       from comments c
       where c.ticket_id = seg.ticket_id and c.action = 'close'
         and c.created_at >= seg.started_at
         and (seg.next_start is null or c.created_at < seg.next_start)
       order by c.created_at, c.id
       limit 1
     ) closing on true`,
    `create table review_staff (
       review_id integer not null references reviews (id) on delete cascade,
       staff_id integer not null references accounts (id) on delete cascade,
       points smallint not null,
       created_at timestamptz not null,
       primary key (review_id, staff_id)
     )`,
    'create index review_staff_recent_idx on review_staff (staff_id, created_at desc, review_id desc)',
    `insert into review_staff (review_id, staff_id, points, created_at)
     select r.id, a.account_id, r.points, r.created_at
     from reviews r join ticket_assignees a on a.ticket_id = r.ticket_id`,
    `create table staff_review_totals (
       staff_id integer primary key references accounts (id) on delete cascade,
       reviews integer not null default 0,
       points integer not null default 0,
       stars integer[] not null default '{0,0,0,0,0}'
     )`,
    `insert into staff_review_totals (staff_id, reviews, points, stars)
     select staff_id, count(*), sum(points),
            array[count(*) filter (where points = 1), count(*) filter (where points = 2),
                  count(*) filter (where points = 3), count(*) filter (where points = 4),
                  count(*) filter (where points = 5)]
     from review_staff group by staff_id`,
  ],
};

import { BENCH_STAFF_CONDITION } from '../list/seed-sql';
/**
 * The statistics seed, versioned on its own: a database the `list` bench seeded before it existed
 * gets it once (`bench_seed_steps` records it), and a change to what it seeds gets a new name.
 */
export const STATS_SEED_STEP = 'stats-v1';
/** The player accused in this many reports (`GET /reports/{visualId}`). */
export const ACCUSED_REPORTS = 500;
export const ACCUSED_USERNAME = 'bench_accused_500';

/**
 * Set-based, on top of the `list` seed, into the server's own tables and as its write paths record
 * them (as migrations 0015 and 0024 and `server/src/services/stats/staff-response-time.ts` describe):
 * - `ticket_waits`: one wait per ticket from its creation, and a second from a reopen a day later
 *   on every 25th ticket. 90% are answered, by the ticket's assignee (else one of the 20 staff),
 *   after 1 minute to 2 days (a cubed spread fixed by the ticket id: median ≈ 6 h, p90 ≈ 35 h;
 *   a wait before a reopen ends within 20 h); the rest end unanswered
 *   when the ticket was closed, or stay open on the last wait of an open ticket (at most one open
 *   wait per ticket, as the unique index demands). A wait before a reopen always ends.
 * - reviews of every 20th closed ticket by its creator (the ticket is marked `reviewed`), their
 *   `review_staff` rows (the ticket's assignees) and `staff_review_totals` summed from them.
 * - `bench_accused_500`, a player accused in 500 reports spread over the whole year.
 */
export const STATS_SEED_STATEMENTS: readonly string[] = [
  `create temporary table bench_stats_staff as
     select array_agg(id order by id) as staff from accounts
     where ${BENCH_STAFF_CONDITION}`,
  `create temporary table bench_wait_starts as
     select t.id as ticket_id, t.category_key, t.status, 1 as k, t.created_at as started_at,
            t.id % 25 <> 0 as is_last
     from tickets t
     union all
     select t.id, t.category_key, t.status, 2, t.created_at + interval '1 day', true
     from tickets t where t.id % 25 = 0`,
  // The demo tickets already have the waits the server recorded for them.
  `delete from bench_wait_starts b
   where exists (select 1 from ticket_waits w where w.ticket_id = b.ticket_id)`,
  `insert into ticket_waits (ticket_id, category_key, started_at, answered_at, answered_by, ended_at)
   select w.ticket_id, w.category_key, w.started_at,
     case when w.answered then w.answered_at end,
     case when w.answered then
       coalesce(a.account_id, s.staff[1 + (w.ticket_id * 17) % cardinality(s.staff)]) end,
     case when not w.answered and (not w.is_last or w.status = 1) then w.answered_at end
   from (
     select b.*, (b.ticket_id * 13 + b.k) % 10 <> 0 as answered,
       least(now(), b.started_at + date_trunc('milliseconds',
         (60000 + case when b.is_last then 172800000 else 72000000 end
            * power(((b.ticket_id::bigint * 7919 + b.k * 104729) % 10007) / 10007.0, 3))
         * interval '1 millisecond')) as answered_at
     from bench_wait_starts b
   ) w
   cross join bench_stats_staff s
   left join ticket_assignees a on a.ticket_id = w.ticket_id`,
  `insert into reviews (ticket_id, reviewer_id, points, comment, group_key, category_key, created_at)
   select t.id, t.created_by,
     (array[1, 2, 3, 3, 4, 4, 4, 5, 5, 5])[1 + (t.id / 20) % 10],
     (array['Muy rápidos, gracias', 'Tardaron demasiado', 'Solved it in minutes',
            'No me solucionaron nada', 'Great support'])[1 + (t.id / 20) % 5],
     t.group_key, t.category_key,
     t.created_at + interval '1 day' + (t.id % 600) * interval '1 minute'
   from tickets t
   where t.status = 1 and not t.reviewed and t.comments_count >= 2 and t.id % 20 = 3`,
  `update tickets t set reviewed = true
   from reviews r where r.ticket_id = t.id and not t.reviewed`,
  `insert into review_staff (review_id, staff_id, points, created_at)
   select r.id, a.account_id, r.points, r.created_at
   from reviews r join ticket_assignees a on a.ticket_id = r.ticket_id
   on conflict (review_id, staff_id) do nothing`,
  `insert into staff_review_totals (staff_id, reviews, points, stars)
   select staff_id, count(*), sum(points),
          array[count(*) filter (where points = 1), count(*) filter (where points = 2),
                count(*) filter (where points = 3), count(*) filter (where points = 4),
                count(*) filter (where points = 5)]
   from review_staff group by staff_id
   on conflict (staff_id) do update
     set reviews = excluded.reviews, points = excluded.points, stars = excluded.stars`,
  `insert into accounts (username, name, power)
     values ('${ACCUSED_USERNAME}', 'Acusado Frecuente', 0)
     on conflict (username) do nothing`,
  `update tickets t
   set report_accused_id = a.id, report_accused_name = a.name,
       resolution = case when t.status = 1 then
         (array['valid', 'invalid', 'agreement', 'accept_guilt'])[1 + t.id % 4] end
   from (
     select id from (
       select id, row_number() over (order by id) as n
       from tickets where type = 1 and report_accused_id is not null
     ) reports where n % 600 = 0 order by id limit ${ACCUSED_REPORTS}
   ) picked, accounts a
   where a.username = '${ACCUSED_USERNAME}' and t.id = picked.id`,
];

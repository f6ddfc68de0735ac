/** Bench data sizes: what issue 3 asks the list benchmark to run against. */
export const BENCH_TICKETS = 1_000_000;
export const COMMENTS_PER_TICKET = 5;
const PLAYERS = 100_000;
const BENCH_STAFF = 16;

/** The staff the seed assigns tickets to (its own and the demo's), as an SQL condition on accounts. */
export const BENCH_STAFF_CONDITION =
  "(username like 'bench_staff_%' or username in ('staff1', 'staff2', 'supervisor1', 'admin1'))";

/**
 * Set-based seed (generate_series, no per-row round trips) on top of the demo community: 100k
 * players, 16 more staff, 1M tickets (10% opened, 30% reports, every tenth opened report caught in
 * the act), one staff assignee on most tickets, some role assignees, and 5 comments per ticket.
 * The demo accounts take part: player1 creates ~100 tickets, player2 is accused in ~50, staff1 and
 * admin1 are among the assignees, so the timed lists are theirs. Times are whole milliseconds, as
 * the portal writes them (list cursors carry whole milliseconds).
 */
export const SEED_STATEMENTS: readonly string[] = [
  `insert into accounts (username, name, power)
     select 'bench_player_' || n, 'Jugador ' || n, 0 from generate_series(1, ${PLAYERS}) n
     on conflict (username) do nothing`,
  `insert into accounts (username, name, power)
     select 'bench_staff_' || n, 'Soporte ' || n, 2 from generate_series(1, ${BENCH_STAFF}) n
     on conflict (username) do nothing`,
  `create temporary table bench_refs as select
     (select array_agg(id order by id) from accounts where username like 'bench_player_%') as players,
     (select array_agg(id order by id) from accounts
        where ${BENCH_STAFF_CONDITION}) as staff,
     (select id from accounts where username = 'player1') as player1,
     (select id from accounts where username = 'player2') as player2`,
  `create temporary table bench_categories as
     select g.key as group_key, g.ticket_type, g.is_web,
            array_agg(c.key order by c.key) as keys, array_agg(c.weight order by c.key) as weights
     from groups g join categories c on c.group_key = g.key and not c.info_only
     where g.key in ('support', 'ingame', 'reports', 'ingame-reports')
     group by g.key, g.ticket_type, g.is_web`,
  `insert into tickets (type, group_key, category_key, is_web, title, status, created_by, created_at,
       last_comment_at, comments_count, category_weight, is_assigned, report_accused_id,
       report_accused_name, report_date, in_fraganti, description)
   select c.ticket_type, c.group_key, c.keys[1 + n % cardinality(c.keys)], c.is_web,
     (array['No puedo entrar', 'Problema con el pago', 'Lost my items', 'Stuck under the map',
            'Jugador haciendo trampas', 'Insultos en el chat', 'Vehicle disappeared',
            'Error al comprar'])[1 + n % 8] || ' ' || n,
     case when n % 10 = 0 then 0 else 1 end,
     case when n % 10000 = 7 then r.player1 else r.players[1 + ((n::bigint * 7919) % ${PLAYERS})::int] end,
     date_trunc('milliseconds', now()) - (${BENCH_TICKETS} - n) * interval '30 seconds' - interval '2 days',
     date_trunc('milliseconds', now()) - (${BENCH_TICKETS} - n) * interval '30 seconds' - (n % 2880) * interval '1 minute',
     ${COMMENTS_PER_TICKET},
     c.weights[1 + n % cardinality(c.keys)],
     case when n % 10 = 0 then (n / 10) % 5 < 3 else n % 20 <> 0 end,
     case when c.ticket_type = 1 then
       case when n % 20000 = 3 then r.player2 else r.players[1 + ((n::bigint * 104729) % ${PLAYERS})::int] end end,
     case when c.ticket_type = 1 then 'Acusado ' || n end,
     case when c.ticket_type = 1 and n % 70 <> 0 then date_trunc('milliseconds', now()) - interval '3 days' end,
     c.ticket_type = 1 and n % 70 = 0,
     case when c.ticket_type = 1 then 'Descripción del reporte: el jugador rompió las normas' end
   from generate_series(1, ${BENCH_TICKETS}) n
   cross join bench_refs r
   join bench_categories c on c.group_key =
     (array['support', 'ingame', 'reports', 'ingame-reports', 'support', 'ingame', 'reports',
            'support', 'ingame', 'support'])[1 + (n / 10) % 10]`,
  `insert into ticket_assignees (ticket_id, account_id)
     select t.id, r.staff[1 + (t.id * 31) % cardinality(r.staff)]
     from tickets t cross join bench_refs r where t.is_assigned`,
  `insert into ticket_role_assignees (ticket_id, role_key)
     select t.id, case when t.type = 1 then 'reports' else 'support' end
     from tickets t where t.is_assigned and t.id % 50 = 0`,
  `insert into comments (ticket_id, author_id, message, created_at)
     select t.id, t.created_by,
       (array['Hola, sigo esperando respuesta', 'Adjunto la captura del error',
              'Thanks for the quick answer', 'The payment went through twice',
              'Gracias por la ayuda', 'Still waiting for a refund'])[1 + (t.id + k) % 6],
       t.created_at + k * interval '1 minute'
     from tickets t cross join generate_series(1, ${COMMENTS_PER_TICKET}) k`,
];

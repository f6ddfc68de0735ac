import type { SqlMigration } from './sql-migration';

/**
 * The ticket counters' row triggers (0005, 0024, 0025) minus their INSERT: they keep firing, with
 * the same functions and names, for each deleted ticket and each update of the columns they count.
 */
const ROW_TRIGGERS = [
  {
    name: 'tickets_count',
    columns: 'status, type, group_key',
    fn: 'track_ticket_counts',
  },
  {
    name: 'tickets_daily_counts',
    columns: 'created_at, group_key, type, status',
    fn: 'track_ticket_days',
  },
  {
    name: 'tickets_unassigned_count',
    columns: 'status, is_assigned, type, group_key',
    fn: 'track_unassigned_tickets',
  },
] as const;

/**
 * An insert of many tickets in one statement (the bench seed's million, the 100k export test's
 * copies, any import) bumped the same few counter rows once per ticket from row triggers; in one
 * transaction every bump leaves a row version the next one steps over, so the time grew with the
 * square of the tickets (the bench seed's insert ran past 25 minutes). An insert now counts its
 * tickets once per statement from its transition table: one `insert … select … group by`, summed
 * per counter row, for each counter table. The deltas are the row triggers' (a new ticket has no
 * assignee, so all of its day's tickets are "nobody took"; the unassigned tabs count open tickets
 * whose `is_assigned` is false), so the kept counts stay right and nothing is counted again.
 *
 * Lock order: each table's rows are written in its key order, and the tables in the order every
 * other writer takes them: `ticket_counts`, `ticket_created_days`, then
 * `ticket_unassigned_counts`. A ticket's update takes them so (its row triggers fire in name
 * order: tickets_assignment_state's copies, tickets_count, tickets_daily_counts,
 * tickets_unassigned_count), and an assignment takes `ticket_created_days` (its statement
 * trigger) before `ticket_unassigned_counts` (the `is_assigned` update after it). Statement
 * triggers fire after every row trigger of the statement, and an insert of tickets has no counter
 * row trigger left, so the three writes sit in one function, in that order, instead of hanging on
 * the sort of three trigger names.
 */
export const bulkTicketCounts: SqlMigration = {
  name: '0029-bulk-ticket-counts',
  statements: [
    ...ROW_TRIGGERS.flatMap(({ name, columns, fn }) => [
      `drop trigger ${name} on tickets`,
      `create trigger ${name}
         after delete or update of ${columns} on tickets
         for each row execute function ${fn}()`,
    ]),
    `create function count_inserted_tickets() returns trigger language plpgsql as $$
    begin
      insert into ticket_counts as counts (type, status, group_key, count)
      select type, status, group_key, count(*)::int
      from new_tickets
      group by 1, 2, 3
      order by 1, 2, 3
      on conflict (type, status, group_key) do update set count = counts.count + excluded.count;

      insert into ticket_created_days as d (day, group_key, type, status, tickets, unassigned)
      select epoch_day(created_at), group_key, type, status, count(*)::int, count(*)::int
      from new_tickets
      group by 1, 2, 3, 4
      order by 1, 2, 3, 4
      on conflict (day, group_key, type, status) do update
        set tickets = d.tickets + excluded.tickets, unassigned = d.unassigned + excluded.unassigned;

      insert into ticket_unassigned_counts as counts (type, group_key, count)
      select type, group_key, count(*)::int
      from new_tickets
      where status = 0 and not is_assigned
      group by 1, 2
      order by 1, 2
      on conflict (type, group_key) do update set count = counts.count + excluded.count;
      return null;
    end
    $$`,
    `create trigger tickets_inserted_counts
       after insert on tickets referencing new table as new_tickets
       for each statement execute function count_inserted_tickets()`,
  ],
};

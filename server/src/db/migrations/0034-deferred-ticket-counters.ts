import type { SqlMigration } from './sql-migration';

/** The row-level counter triggers on tickets (0005, 0024, 0025, 0029): name, columns, function. */
const COUNTERS = [
  ['tickets_unassigned_count', 'status, is_assigned, type, group_key', 'track_unassigned_tickets'],
  ['tickets_count', 'status, type, group_key', 'track_ticket_counts'],
  ['tickets_daily_counts', 'created_at, group_key, type, status', 'track_ticket_days'],
] as const;

/**
 * The counters a take or a close changes (unassigned per group, tickets per tab, status and group,
 * tickets per day) are a few rows every such write updates. Updated by immediate triggers, each
 * row stayed locked from the write's first statement until its commit, so concurrent takes and
 * closes queued behind each other for as long as the slowest of them took to send its remaining
 * statements (p99 0.17–0.3 s at 150 calls a second). As deferred constraint triggers they run at
 * commit, with the same old and new rows: the lock lasts only as long as the commit.
 */
export const deferredTicketCounters: SqlMigration = {
  name: '0034-deferred-ticket-counters',
  statements: COUNTERS.flatMap(([trigger, columns, fn]) => [
    `drop trigger ${trigger} on tickets`,
    `create constraint trigger ${trigger}
       after delete or update of ${columns} on tickets
       deferrable initially deferred
       for each row execute function ${fn}()`,
  ]),
};

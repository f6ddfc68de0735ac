import type { SqlMigration } from './sql-migration';

/**
 * When retention erased a closed ticket's text (issue 31.4, `services/privacy/ticket-retention.ts`):
 * its row, counters and people stay. The index holds only the closed tickets not yet erased, the
 * ones each round looks through, oldest closed first.
 */
export const ticketRetention: SqlMigration = {
  name: '0040-ticket-retention',
  statements: [
    'alter table tickets add column erased_at timestamptz',
    `create index tickets_retention on tickets (closed_at, id)
       where erased_at is null and closed_at is not null`,
  ],
};

import type { SqlMigration } from './sql-migration';

/**
 * Live events are written in the transaction of the change they describe, so an instance that
 * dies after committing cannot lose them: the writer claims its events for a short lease and
 * deletes them once sent; events whose lease ran out are claimed and sent by any instance.
 * `former_*` keep who was on the ticket before a change, whose viewers are told too.
 */
export const liveOutbox: SqlMigration = {
  name: '0012-live-outbox',
  statements: [
    `create table live_outbox (
       id bigserial primary key,
       event text not null,
       ticket_id integer not null,
       comment_id integer,
       staff_only boolean not null default false,
       former_assignee_ids integer[],
       former_role_keys text[],
       claimed_until timestamptz not null
     )`,
    'create index live_outbox_claimed_until_idx on live_outbox (claimed_until)',
  ],
};

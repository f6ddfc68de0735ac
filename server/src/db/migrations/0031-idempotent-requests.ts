import type { SqlMigration } from './sql-migration';

/**
 * The `Idempotency-Key`s of creating calls, per account. The row is inserted in the transaction
 * of the creation itself, so a retry that reaches another instance after this one died between
 * commit and answer still finds it; `status` and `body` (the answer) are filled once it is known.
 * Rows older than a day are expired: treated as absent and deleted by a periodic sweep.
 */
export const idempotentRequests: SqlMigration = {
  name: '0031-idempotent-requests',
  statements: [
    `create table idempotent_requests (
       account_id integer not null references accounts (id) on delete cascade,
       key text not null,
       request_hash text not null,
       status smallint,
       body jsonb,
       created_at timestamptz not null default now(),
       primary key (account_id, key)
     )`,
    'create index idempotent_requests_created_at_idx on idempotent_requests (created_at)',
  ],
};

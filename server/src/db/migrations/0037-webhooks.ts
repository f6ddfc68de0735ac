import type { SqlMigration } from './sql-migration';

/**
 * Outgoing webhooks. `webhook_events` is their outbox: a change writes its events in its own
 * transaction, and one instance at a time turns each into a delivery per webhook that wants it (in
 * one transaction, so nothing committed is lost and nothing is fanned out twice). A delivery is
 * tried until it is delivered, refused for good (4xx) or a day old; each try is an attempt row.
 * A webhook's deliveries are sent in the order they were made (`seq`); one that failed goes again
 * when its wait ends, after those made since. The secret signs each delivery, so it is kept as
 * written (a hash could not sign).
 */
export const webhooks: SqlMigration = {
  name: '0037-webhooks',
  statements: [
    `create table webhooks (
       id serial primary key,
       url text not null,
       events text[] not null,
       format text not null check (format in ('json', 'discord', 'slack')),
       description text not null default '',
       secret text not null,
       created_by integer not null references accounts (id),
       created_at timestamptz not null default now()
     )`,
    `create table webhook_events (
       id bigserial primary key,
       event text not null,
       ticket_id integer not null,
       comment_id integer,
       created_at timestamptz not null default now()
     )`,
    `create table webhook_deliveries (
       id uuid primary key,
       seq bigserial not null,
       webhook_id integer not null references webhooks (id) on delete cascade,
       event text not null,
       ticket_id integer,
       payload jsonb not null,
       status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
       next_attempt_at timestamptz,
       created_at timestamptz not null default now()
     )`,
    `create index webhook_deliveries_due on webhook_deliveries (next_attempt_at, seq)
       where status = 'pending'`,
    'create index webhook_deliveries_log on webhook_deliveries (webhook_id, created_at desc)',
    `create table webhook_attempts (
       id bigserial primary key,
       delivery_id uuid not null references webhook_deliveries (id) on delete cascade,
       attempted_at timestamptz not null default now(),
       status_code integer,
       error text,
       duration_ms integer not null
     )`,
    'create index webhook_attempts_delivery on webhook_attempts (delivery_id, id)',
  ],
};

import type { SqlMigration } from './sql-migration';

/**
 * Sessions live on the server so they can end before their token expires: on logout (everywhere at
 * once), after `SESSION_IDLE_MINUTES` without use, or at the token's own expiry. A session token
 * names its row (`sid`). Launch codes from the game are single use: the hash of each one exchanged
 * is kept until the code could no longer be valid anyway.
 */
export const sessions: SqlMigration = {
  name: '0013-sessions',
  statements: [
    `create table sessions (
       id text primary key,
       account_id integer not null references accounts (id) on delete cascade,
       created_at timestamptz not null default now(),
       expires_at timestamptz not null,
       last_used_at timestamptz not null default now(),
       ended_at timestamptz
     )`,
    'create index sessions_expires_at_idx on sessions (expires_at)',
    `create table used_launch_codes (
       code_hash text primary key,
       expires_at timestamptz not null
     )`,
    'create index used_launch_codes_expires_at_idx on used_launch_codes (expires_at)',
  ],
};

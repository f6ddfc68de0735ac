import type { SqlMigration } from './sql-migration';

/**
 * Assign/unassign comments name their target account by id, so each viewer is shown the name they
 * may see (real name for admins, pseudonym for everyone else) instead of a name frozen in the text.
 * `last_seen_at` is read for "online now", so it gets an index.
 */
export const commentTargetsAndPresence: SqlMigration = {
  name: '0004-comment-targets-and-presence',
  statements: [
    'alter table comments add column target_account_id integer references accounts (id)',
    'create index accounts_last_seen_idx on accounts (last_seen_at) where last_seen_at is not null',
  ],
};

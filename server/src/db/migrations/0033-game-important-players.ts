import type { SqlMigration } from './sql-migration';

/**
 * Game data beside faction and level (the embedded `GameDirectory` reads them): whether the game
 * marks a player for staff to notice (`GET /importantHashes`). Few are marked: a partial index.
 */
export const gameImportantPlayers: SqlMigration = {
  name: '0033-game-important-players',
  statements: [
    'alter table accounts add column game_important boolean not null default false',
    'create index accounts_game_important_idx on accounts (id) where game_important',
  ],
};

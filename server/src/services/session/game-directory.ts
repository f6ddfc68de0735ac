import { type AccountStats, LIMITS } from '@portal/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import {
  findAccountGameStats,
  findAccountIdsMarkedImportant,
  findAccountIdsOftenReported,
  findAccountIdsSeenSince,
  touchAccounts,
} from '../../repositories/accounts/presence-repository';

/**
 * Game data the portal does not own. The embedded default answers from the portal's own tables
 * (the accounts' game columns, which the game or the demo seed fills, and the portal's reports);
 * a deployment can put the game's own API behind the same interface. Until the game fills those
 * columns, faction, rank and level are unknown ("—") and only the report rule marks players
 * important. Online means a socket touched `last_seen_at` within `ONLINE_WINDOW_MS`.
 */
export interface GameDirectory {
  /** Accounts playing (here: connected to the live channel) right now. */
  onlineAccountIds(): Promise<number[]>;
  /** Accounts staff should notice: marked by the game, or often validly reported. */
  importantAccountIds(): Promise<number[]>;
  /** Tells the directory these accounts are connected now. */
  markSeen(accountIds: readonly number[]): Promise<void>;
  /** The account's faction and level in the game, as far as the game says. */
  accountStats(accountId: number): Promise<AccountStats>;
}

/** A connected socket touches its account at least this often (see the live channel). */
export const PRESENCE_HEARTBEAT_MS = LIMITS.hashesOnlinePollMs * 2;
/** Seen within this window counts as online: two missed heartbeats and a player is gone. */
export const ONLINE_WINDOW_MS = PRESENCE_HEARTBEAT_MS * 2 + 5_000;
/**
 * Important without the game's mark: accused in at least this many reports closed as valid in
 * the last month.
 */
export const IMPORTANT_VALID_REPORTS = 2;

async function importantAccountIds(db: Kysely<Database>): Promise<number[]> {
  const [marked, reported] = await Promise.all([
    findAccountIdsMarkedImportant(db),
    findAccountIdsOftenReported(
      db,
      new Date(Date.now() - LIMITS.lastMonthStatsMs),
      IMPORTANT_VALID_REPORTS,
    ),
  ]);
  return [...new Set([...marked, ...reported])].sort((a, b) => a - b);
}

export function createEmbeddedGameDirectory(db: Kysely<Database>): GameDirectory {
  return {
    onlineAccountIds: () => findAccountIdsSeenSince(db, new Date(Date.now() - ONLINE_WINDOW_MS)),
    importantAccountIds: () => importantAccountIds(db),
    markSeen: (accountIds) => touchAccounts(db, accountIds, new Date()),
    accountStats: async (accountId) => {
      const row = await findAccountGameStats(db, accountId);
      return {
        factionName: row?.faction_name ?? null,
        factionCode: row?.faction_code ?? null,
        factionRank: row?.faction_rank ?? null,
        level: row?.level ?? null,
      };
    },
  };
}

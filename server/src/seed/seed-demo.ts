import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { hashPassword } from '../identity/passwords';
import type { Executor } from '../repositories/executor';
import { DEMO_ACCOUNTS, DEMO_USERNAMES } from './demo-accounts';
import { seedCommunity } from './seed-community';
import { seedDemoTickets } from './seed-tickets';

async function seedAccounts(db: Executor, demoPassword: string): Promise<Map<string, number>> {
  // One hash for the shared demo password keeps seeding fast; real accounts each get their own.
  const passwordHash = await hashPassword(demoPassword);
  await db
    .insertInto('accounts')
    .values(
      DEMO_ACCOUNTS.map((account) => ({
        username: account.username,
        name: account.name,
        password_hash: passwordHash,
        power: account.power,
        server_id: account.serverId,
        user_id: account.userId,
        faction_name: account.game?.factionName ?? null,
        faction_code: account.game?.factionCode ?? null,
        faction_rank: account.game?.factionRank ?? null,
        level: account.game?.level ?? null,
        game_important: account.game?.important ?? false,
      })),
    )
    .onConflict((conflict) => conflict.column('username').doNothing())
    .execute();
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'username'])
    .where('username', 'in', DEMO_USERNAMES)
    .execute();
  const ids = new Map(rows.map((row) => [row.username, row.id]));
  const accountRoles = DEMO_ACCOUNTS.flatMap((account) =>
    account.roles.map((role) => ({ account_id: ids.get(account.username) ?? 0, role_key: role })),
  );
  await db
    .insertInto('account_roles')
    .values(accountRoles)
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return ids;
}

/**
 * Writes the demo community: reference data, the demo accounts and, once, a few tickets with
 * their threads. Running it again changes nothing.
 */
export async function seedDemo(db: Kysely<Database>, demoPassword: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await seedCommunity(trx);
    const accountIds = await seedAccounts(trx, demoPassword);
    await seedDemoTickets(trx, accountIds, Date.now());
  });
}

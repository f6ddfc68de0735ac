import type { Executor } from '../executor';

/**
 * The portal account of a game player, created on their first launch. The game identity
 * (`game:<server>:<userId>`) is the external subject and the username; the account has no password,
 * so only another launch code ever signs into it.
 */
export async function findOrCreateGameAccount(
  db: Executor,
  identity: { serverId: string; userId: number; name: string },
): Promise<number> {
  const subject = `game:${identity.serverId}:${identity.userId}`;
  const row = await db
    .insertInto('accounts')
    .values({
      username: subject,
      name: identity.name,
      external_subject: subject,
      server_id: identity.serverId,
      user_id: identity.userId,
      last_seen_at: new Date(),
    })
    .onConflict((conflict) =>
      conflict
        .column('external_subject')
        .doUpdateSet({ name: identity.name, last_seen_at: new Date() }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

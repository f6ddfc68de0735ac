import type { OidcIdentity } from '../../identity/oidc-claims';
import type { Executor } from '../executor';

/**
 * The portal account of a single sign-on identity, created at its first sign-in and brought up to
 * date at every one: name, and power and roles when the provider is their authority (undefined
 * leaves them). The subject is the username too; the account has no password, so only the
 * provider ever signs into it. Run it in a transaction: the roles are replaced as a whole.
 */
export async function upsertSsoAccount(db: Executor, identity: OidcIdentity): Promise<number> {
  const now = new Date();
  const claimed = identity.power === undefined ? {} : { power: identity.power };
  const row = await db
    .insertInto('accounts')
    .values({
      username: identity.subject,
      name: identity.name,
      external_subject: identity.subject,
      last_seen_at: now,
      ...claimed,
    })
    .onConflict((conflict) =>
      conflict
        .column('external_subject')
        .doUpdateSet({ name: identity.name, last_seen_at: now, ...claimed }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  if (identity.roles !== undefined) await replaceKnownRoles(db, row.id, identity.roles);
  return row.id;
}

/** The account holds exactly those of `roleKeys` the community has; unknown keys are ignored. */
async function replaceKnownRoles(
  db: Executor,
  accountId: number,
  roleKeys: readonly string[],
): Promise<void> {
  await db.deleteFrom('account_roles').where('account_id', '=', accountId).execute();
  if (roleKeys.length === 0) return;
  await db
    .insertInto('account_roles')
    .columns(['account_id', 'role_key'])
    .expression((eb) =>
      eb
        .selectFrom('roles')
        .select([eb.cast<number>(eb.val(accountId), 'integer').as('account_id'), 'key'])
        .where('key', 'in', [...roleKeys]),
    )
    .execute();
}

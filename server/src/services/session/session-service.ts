import {
  type Account,
  CONFIG_KEYS,
  ERROR_CODES,
  type Group,
  isGroupAdmin,
  isStaff,
  type Role,
} from '@portal/shared/contract';
import { notFound, refuse } from '../../errors/app-error';
import { verifyPassword } from '../../identity/passwords';
import type { SessionTokens } from '../../identity/session-tokens';
import type { Viewer } from '../../identity/viewer';
import { presentOwnAccount } from '../../presenters/account-presenter';
import { presentGroup, presentRole } from '../../presenters/group-presenter';
import {
  findAccountById,
  findAccountByUsername,
} from '../../repositories/accounts/accounts-repository';
import { touchAccounts } from '../../repositories/accounts/presence-repository';
import { listRoles } from '../../repositories/community-repository';
import { readConfigValue } from '../config/config-values';
import type { ServiceDeps } from '../service-deps';
import { startSession } from './sessions';

/** One answer for an unknown user and a wrong password, so neither can be told apart. */
export async function logIn(
  deps: ServiceDeps,
  tokens: SessionTokens,
  username: string,
  password: string,
): Promise<{ token: string; user: Account }> {
  const account = await findAccountByUsername(deps.db, username);
  const valid = await verifyPassword(account?.password_hash ?? null, password);
  if (!account || !valid) throw refuse({ code: ERROR_CODES.invalidCredentials });
  await touchAccounts(deps.db, [account.id], new Date());
  return {
    token: await startSession(deps.db, tokens, account.id),
    user: presentOwnAccount(account, deps.pseudonyms),
  };
}

/**
 * The guard of every front end asks for the viewer's own power. Anyone else's would tell a player
 * which accounts are staff (SPEC §6), so only staff may read another account's, and a player is
 * refused before any lookup (existence is not told either).
 */
export async function getPower(
  deps: ServiceDeps,
  viewer: Viewer,
  accountId: number,
): Promise<{ power: number }> {
  if (accountId !== viewer.id && !isStaff(viewer)) {
    throw refuse({ code: ERROR_CODES.powerNotOwn });
  }
  const account = await findAccountById(deps.db, accountId);
  if (!account) throw notFound('account');
  return { power: account.power };
}

export async function getGroups(deps: ServiceDeps, viewer: Viewer): Promise<Group[]> {
  const [groups, categories, inactiveMinutesDefault] = await Promise.all([
    deps.catalog.groups(),
    deps.catalog.categories(),
    // Read on every call, so a change applies at once on every instance.
    readConfigValue(deps.db, CONFIG_KEYS.inactivityWarningMinutes),
  ]);
  // Whole minutes: the key's rule has checked the value read (its default otherwise).
  const minutes = Number(inactiveMinutesDefault);
  return groups.map((group) =>
    presentGroup(group, categories, isGroupAdmin(viewer, group), minutes),
  );
}

export async function getRoles(deps: ServiceDeps): Promise<Role[]> {
  return (await listRoles(deps.db)).map(presentRole);
}

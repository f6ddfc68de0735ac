import { type Account, POWER } from '@portal/shared/contract';
import { useMe } from './queries/get-me';
import { useUserPower } from './queries/get-user-power';
import { getAccount, getAccountId } from './session';

/**
 * A permission rule of the contract over the viewer's power (`canUseAdminPanel`,
 * `canSeeStatistics`, `isStaff`), as guards and links take it.
 */
export type PowerRule = (viewer: { power: number }) => boolean;

export interface Viewer {
  /** From the session token; null when signed out. */
  accountId: number | null;
  /**
   * `GET /api/me`, so every kind of login (password, SSO, in-game launch code) knows who it is;
   * until it answers, the account remembered from a password login; null when neither is known.
   */
  account: Account | null;
  /** `GET /api/user/power/{id}`; undefined while loading or failed. */
  power: number | undefined;
  isStaff: boolean;
  isSuperAdmin: boolean;
  isLoading: boolean;
}

/** Who is looking at the page. The shell's guard uses the same SWR entries, so each is fetched once. */
export function useViewer(): Viewer {
  const accountId = getAccountId();
  const signedIn = accountId !== null;
  const { data, isLoading } = useUserPower(accountId);
  const me = useMe(signedIn);
  const power = data?.power;
  const own = me.data && me.data._id === accountId ? me.data : null;
  return {
    accountId,
    account: own ?? getAccount(),
    power,
    isStaff: power !== undefined && power >= POWER.staff,
    isSuperAdmin: power !== undefined && power >= POWER.superAdmin,
    isLoading,
  };
}

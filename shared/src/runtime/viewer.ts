import { type Account, calls, POWER } from '@portal/shared/contract';
import { useApi } from './api';
import { getAccount, getAccountId } from './session';

export interface Viewer {
  /** From the session token; null when signed out. */
  accountId: number | null;
  /** Remembered from the login answer; null after an external (SSO, in-game) login. */
  account: Account | null;
  /** `GET /api/user/power/{id}`; undefined while loading or failed. */
  power: number | undefined;
  isStaff: boolean;
  isSuperAdmin: boolean;
  isLoading: boolean;
}

/** Who is looking at the page. The shell's guard uses the same SWR entry, so it is fetched once. */
export function useViewer(): Viewer {
  const accountId = getAccountId();
  const { data, isLoading } = useApi(
    calls.userPower,
    accountId === null ? null : { params: { id: accountId } },
  );
  const power = data?.power;
  return {
    accountId,
    account: getAccount(),
    power,
    isStaff: power !== undefined && power >= POWER.staff,
    isSuperAdmin: power !== undefined && power >= POWER.superAdmin,
    isLoading,
  };
}

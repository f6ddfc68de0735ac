import { type ClientMode, isClientMode } from '@portal/shared/contract';

/* The client mode (contract `ClientMode`) is chosen by `?client=` and kept for the session,
 * since later pages drop the query. */

const STORAGE_KEY = 'portal.clientMode';
const QUERY_PARAMETER = 'client';

export function getClientMode(): ClientMode {
  const requested = new URLSearchParams(window.location.search).get(QUERY_PARAMETER);
  if (isClientMode(requested)) {
    window.sessionStorage.setItem(STORAGE_KEY, requested);
    return requested;
  }
  const stored = window.sessionStorage.getItem(STORAGE_KEY);
  return isClientMode(stored) ? stored : 'browser';
}

export interface ClientModeChrome {
  /** Own account + logout. */
  accountBar: boolean;
  headerImage: boolean;
  /** "F9 or Alt+C shows or hides help". */
  helpHint: boolean;
}

const CHROME: Record<ClientMode, ClientModeChrome> = {
  browser: { accountBar: true, headerImage: true, helpHint: false },
  ingame: { accountBar: false, headerImage: true, helpHint: true },
  launcher: { accountBar: false, headerImage: true, helpHint: false },
  embed: { accountBar: true, headerImage: false, helpHint: false },
};

/** Which page chrome a client mode shows (SPEC §1). */
export function clientModeChrome(mode: ClientMode): ClientModeChrome {
  return CHROME[mode];
}

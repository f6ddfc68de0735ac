/** Where the portal runs (SPEC §1): a normal browser, the in-game browser, the launcher, or the
 * game-client embed. Chosen by `?client=` and kept for the session (later pages drop the query). */
export const CLIENT_MODES = ['browser', 'ingame', 'launcher', 'embed'] as const;
export type ClientMode = (typeof CLIENT_MODES)[number];

const STORAGE_KEY = 'portal.clientMode';
const QUERY_PARAMETER = 'client';

function isClientMode(value: string | null): value is ClientMode {
  return value !== null && (CLIENT_MODES as readonly string[]).includes(value);
}

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

/** Any game client (in-game browser, launcher, embed) as opposed to a normal web browser. */
export function isGameClient(mode: ClientMode): boolean {
  return mode !== 'browser';
}

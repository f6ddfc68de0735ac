/**
 * Where the portal runs (SPEC §1): a normal browser, the in-game browser, the launcher, or the
 * game-client embed. The front end sends its mode in `CLIENT_HEADER` on every call.
 */
export const CLIENT_MODES = ['browser', 'ingame', 'launcher', 'embed'] as const;
export type ClientMode = (typeof CLIENT_MODES)[number];

export const CLIENT_HEADER = 'X-Portal-Client';

export function isClientMode(value: unknown): value is ClientMode {
  return typeof value === 'string' && (CLIENT_MODES as readonly string[]).includes(value);
}

/** Game clients (in-game browser, launcher, embed) are offered the in-game groups (SPEC §5). */
export function isGameClient(mode: ClientMode): boolean {
  return mode !== 'browser';
}

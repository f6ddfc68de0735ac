/** Each socket joins its account's room; events are addressed to the rooms of allowed accounts. */
export function accountRoom(accountId: number): string {
  return `account:${accountId}`;
}

/** Every socket of an account that may use the admin panel (power ≥ 100), for admin notices. */
export const ADMINS_ROOM = 'admins';

/** Every socket opened with one session's token, so ending the session closes them all. */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

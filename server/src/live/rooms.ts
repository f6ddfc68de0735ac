/** Each socket joins its account's room; events are addressed to the rooms of allowed accounts. */
export function accountRoom(accountId: number): string {
  return `account:${accountId}`;
}

/** Every staff socket, for staff-wide notices. */
export const STAFF_ROOM = 'staff';

/** Every socket opened with one session's token, so ending the session closes them all. */
export function sessionRoom(sessionId: string): string {
  return `session:${sessionId}`;
}

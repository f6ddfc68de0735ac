/** Each socket joins its account's room; events are addressed to the rooms of allowed accounts. */
export function accountRoom(accountId: number): string {
  return `account:${accountId}`;
}

/** Every staff socket, for staff-wide notices. */
export const STAFF_ROOM = 'staff';

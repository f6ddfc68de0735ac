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

const VIEWERS_PREFIX = 'ticket-viewers:';

/**
 * The sockets of staff with the ticket open who may see its presence (`ticket-presence.ts`):
 * membership is the state, so every instance reads it with `fetchSockets` and a socket that
 * disconnects leaves it without anyone cleaning up.
 */
export function ticketViewersRoom(ticketId: number): string {
  return `${VIEWERS_PREFIX}${ticketId}`;
}

/** The ticket's viewers typing a reply now: joined on `ticket-typing`, left when it expires. */
export function ticketTypingRoom(ticketId: number): string {
  return `ticket-typing:${ticketId}`;
}

/** The ticket of a `ticketViewersRoom`, or undefined for any other room. */
export function ticketOfViewersRoom(room: string): number | undefined {
  return room.startsWith(VIEWERS_PREFIX) ? Number(room.slice(VIEWERS_PREFIX.length)) : undefined;
}

/**
 * Who is connected and who should hear each comment, the same for the portal and the floor.
 * Accounts are named by key (`player-17`, `staff1`); the portal run signs them in, the floor run
 * turns each key into a room of its own.
 */
export const SOCKETS = 2_000;
export const WATCHED_TICKETS = 50;
/**
 * The staff's sockets (tabs and screens sharing one session token): the two support staff who take
 * and answer the tickets, and a super-admin who sees every ticket. The remaining sockets are one
 * per player; the first WATCHED_TICKETS players each opened one of the watched tickets.
 */
export const STAFF_TABS = { staff1: 15, supervisor1: 15, admin1: 20 } as const;
export type StaffKey = keyof typeof STAFF_TABS;
export const PLAYERS = SOCKETS - Object.values(STAFF_TABS).reduce((sum, tabs) => sum + tabs, 0);

export interface WatchedTicket {
  /** The ticket's id on the portal (the floor numbers them 1…). */
  ticketId: number;
  /** Account keys whose sockets receive its comments: its player, its assignee and the admin. */
  audience: string[];
  /** The staff member who took it and answers it. */
  poster: StaffKey;
}

export const playerKey = (index: number) => `player-${index}`;

/** One key per socket: the staff tabs, then one socket per player. */
export function socketAccounts(): string[] {
  const keys: string[] = [];
  for (const [staff, tabs] of Object.entries(STAFF_TABS)) {
    for (let tab = 0; tab < tabs; tab += 1) keys.push(staff);
  }
  for (let player = 0; player < PLAYERS; player += 1) keys.push(playerKey(player));
  return keys;
}

/** Ticket `index` belongs to player `index`; the first half is staff1's, the rest supervisor1's. */
export function watchedTickets(ticketIds: readonly number[]): WatchedTicket[] {
  return ticketIds.map((ticketId, index) => {
    const poster: StaffKey = index < ticketIds.length / 2 ? 'staff1' : 'supervisor1';
    return { ticketId, poster, audience: [playerKey(index), poster, 'admin1'] };
  });
}

/** How many sockets should receive one comment on `ticket`. */
export function expectedDeliveries(ticket: WatchedTicket, accounts: readonly string[]): number {
  return accounts.filter((key) => ticket.audience.includes(key)).length;
}

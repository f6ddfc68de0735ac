import { TICKET_TYPE, type Ticket, type TicketListResponse } from '@portal/shared/contract';
import useSWR, { type Cache } from 'swr';
import { isUnassigned } from './upsert-ticket';

export type UnassignedCounts = NonNullable<TicketListResponse['unassignedCounts']>;

/**
 * The tab badges live in the SWR cache under this key (no fetcher): set from every first page
 * the server sends, then moved by live events, so both tabs agree without another request.
 */
export const UNASSIGNED_COUNTS_KEY = 'mf-tickets/unassigned-counts';

export function useUnassignedCounts(): UnassignedCounts | undefined {
  return useSWR<UnassignedCounts>(UNASSIGNED_COUNTS_KEY, null).data;
}

function countFor(ticket: Ticket | undefined): UnassignedCounts {
  const counted = ticket !== undefined && isUnassigned(ticket);
  return {
    support: counted && ticket.type === TICKET_TYPE.support ? 1 : 0,
    report: counted && ticket.type === TICKET_TYPE.report ? 1 : 0,
  };
}

/**
 * Moves the badges by one ticket's change. `before` is the ticket as the cache knew it
 * (undefined: not counted before, e.g. just created); `after` undefined: gone from view.
 */
export function shiftUnassignedCounts(
  counts: UnassignedCounts,
  before: Ticket | undefined,
  after: Ticket | undefined,
): UnassignedCounts {
  const was = countFor(before);
  const now = countFor(after);
  return {
    support: Math.max(0, counts.support - was.support + now.support),
    report: Math.max(0, counts.report - was.report + now.report),
  };
}

const countedCreations = new WeakMap<Cache, Set<number>>();

/**
 * True the first time a new ticket is announced in this cache. The creating form's own refresh
 * and the live `ticket-created` both announce it, often while neither has read it yet: only the
 * first may count it as new.
 */
export function isFirstCreation(cache: Cache, ticketId: number): boolean {
  const counted = countedCreations.get(cache) ?? new Set<number>();
  countedCreations.set(cache, counted);
  if (counted.has(ticketId)) return false;
  counted.add(ticketId);
  return true;
}

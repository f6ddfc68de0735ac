import {
  type CLOSE_RESOLUTIONS,
  TICKET_STATUS,
  TICKET_TYPE,
  type Ticket,
  type TicketListResponse,
  type TicketOutcomes,
} from '@portal/shared/contract';
import type { Cache, ScopedMutator } from 'swr';
import { isHeld } from './cache-keys';
import { ticketKey } from './queries/get-ticket';
import { cachedTicketLists } from './queries/list-tickets';
import { type CacheChange, cacheChange } from './use-mutation';

type TicketUpdate = (ticket: Ticket) => Ticket;

function inRows(pages: TicketListResponse[], ticketIds: ReadonlySet<number>, update: TicketUpdate) {
  return pages.map((page) =>
    page.data.some((ticket) => ticketIds.has(ticket._id))
      ? {
          ...page,
          data: page.data.map((ticket) => (ticketIds.has(ticket._id) ? update(ticket) : ticket)),
        }
      : page,
  );
}

type TicketChange<Answer> = {
  optimistic?: TicketUpdate;
  settle?: (answer: Answer, ticket: Ticket) => Ticket;
};

/**
 * Tickets' change wherever the page shows them: each one's modal entry and their rows in every
 * cached list, in place (whether it still belongs in a list is the list's own live update to
 * judge, on the `ticket-changed` the write publishes). `settle` gives a ticket once the call
 * answered. One change per list for all the tickets: of changes racing on one entry, SWR keeps the
 * latest only.
 */
export function ticketsChanges<Answer = Ticket>(
  cache: Cache,
  ticketIds: readonly number[],
  { optimistic, settle }: TicketChange<Answer>,
): CacheChange<Answer>[] {
  const ids = new Set(ticketIds);
  const lists = cachedTicketLists(cache).map(([key]) =>
    cacheChange<TicketListResponse[], Answer>(key, {
      optimistic: optimistic && ((pages) => inRows(pages, ids, optimistic)),
      settle: settle && ((answer, pages) => inRows(pages, ids, (row) => settle(answer, row))),
    }),
  );
  const entries = ticketIds.map((ticketId) =>
    cacheChange<Ticket, Answer>(ticketKey(ticketId), { optimistic, settle }),
  );
  return [...entries, ...lists];
}

/**
 * A close of several tickets answered ticket by ticket (bulk close, related reports): each one
 * closed shows closed wherever the page holds it, a report with `resolution`, once answered —
 * some may be refused, so nothing changes before.
 */
export function closedTicketsChanges(
  cache: Cache,
  ticketIds: readonly number[],
  resolution: (typeof CLOSE_RESOLUTIONS)[number] | undefined,
): CacheChange<TicketOutcomes>[] {
  return ticketsChanges<TicketOutcomes>(cache, ticketIds, {
    settle: (answer, ticket) =>
      answer.done.includes(ticket._id)
        ? {
            ...ticket,
            status: TICKET_STATUS.closed,
            ...(ticket.type === TICKET_TYPE.report && resolution ? { resolution } : {}),
          }
        : ticket,
  });
}

/** `ticketsChanges` of one ticket. */
export function ticketChanges<Answer = Ticket>(
  cache: Cache,
  ticketId: number,
  change: TicketChange<Answer>,
): CacheChange<Answer>[] {
  return ticketsChanges(cache, [ticketId], change);
}

/** A change the page makes without a call (a read mark sent on the socket), everywhere at once. */
export async function changeTicketEverywhere(
  cache: Cache,
  mutate: ScopedMutator,
  ticketId: number,
  update: TicketUpdate,
): Promise<void> {
  const changes = ticketChanges(cache, ticketId, { optimistic: update });
  await Promise.all(
    changes.map(
      ({ key, optimistic }) =>
        isHeld(cache, key) &&
        mutate(key, (current: unknown) => current && optimistic?.(current), {
          revalidate: false,
        }),
    ),
  );
}

/**
 * `optimistic` of a write on one ticket (`{ body: { ticketId } }`) that answers the changed
 * ticket: `change` shows at once everywhere (`cache` tells what else the page holds), and the
 * answer replaces it.
 */
export function answeredTicket<Body extends { ticketId: number }>(
  change: (ticket: Ticket, body: Body, cache: Cache) => Ticket,
) {
  return ({ body }: { body: Body }, cache: Cache): CacheChange<Ticket>[] =>
    ticketChanges<Ticket>(cache, body.ticketId, {
      optimistic: (ticket) => change(ticket, body, cache),
      settle: (answer) => answer,
    });
}

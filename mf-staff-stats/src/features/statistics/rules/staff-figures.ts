import { type LastMonthTicket, TICKET_STATUS, TICKET_TYPE } from '@portal/shared/contract';

/** Who a row of the statistics is about: a staff member (by visualId) or nobody yet. */
export const UNASSIGNED = 'unassigned';

/** The parts a bar is split into: by type or by status. */
export const SPLITS = {
  type: ['support', 'report'],
  status: ['opened', 'closed'],
} as const;
export type Split = keyof typeof SPLITS;
export type Part = (typeof SPLITS)[Split][number];

export interface StaffFigures {
  /** `visualId`, or `UNASSIGNED`. */
  who: string;
  /** Known when any of their tickets is in a group the viewer administers; asks /getStaffStats. */
  staffId: number | undefined;
  name: string | undefined;
  support: number;
  report: number;
  opened: number;
  closed: number;
  total: number;
}

export function partOf(ticket: LastMonthTicket, split: Split): Part {
  if (split === 'type') return ticket.type === TICKET_TYPE.report ? 'report' : 'support';
  return ticket.status === TICKET_STATUS.closed ? 'closed' : 'opened';
}

function emptyFigures(who: string): StaffFigures {
  return {
    who,
    staffId: undefined,
    name: undefined,
    support: 0,
    report: 0,
    opened: 0,
    closed: 0,
    total: 0,
  };
}

/**
 * Tickets per staff member (a ticket counts once for each of its assignees), split by type and by
 * status; tickets nobody took are one row of their own. Most tickets first.
 */
export function staffFigures(tickets: readonly LastMonthTicket[]): StaffFigures[] {
  const rows = new Map<string, StaffFigures>();
  for (const ticket of tickets) {
    const owners = ticket.assignees.length > 0 ? ticket.assignees : [undefined];
    for (const account of owners) {
      const who = account?.visualId ?? UNASSIGNED;
      const row = rows.get(who) ?? emptyFigures(who);
      // Names come per ticket (groups the viewer administers): any ticket that names them will do.
      row.name ??= account?.name;
      row.staffId ??= account?._id;
      row[partOf(ticket, 'type')] += 1;
      row[partOf(ticket, 'status')] += 1;
      row.total += 1;
      rows.set(who, row);
    }
  }
  return [...rows.values()].sort((a, b) => b.total - a.total || a.who.localeCompare(b.who));
}

/** What a bar segment or a row stands for: one person's tickets, maybe only one part of them. */
export interface Selection {
  who: string;
  part: Part | null;
}

/** The tickets behind a figure, in the order given (the list sorts them itself). */
export function ticketsBehind(
  tickets: readonly LastMonthTicket[],
  { who, part }: Selection,
): LastMonthTicket[] {
  const split = part === null ? null : splitOf(part);
  return tickets
    .filter((ticket) =>
      who === UNASSIGNED
        ? ticket.assignees.length === 0
        : ticket.assignees.some((account) => account.visualId === who),
    )
    .filter((ticket) => split === null || partOf(ticket, split) === part);
}

const PARTS: readonly string[] = [...SPLITS.type, ...SPLITS.status];

export function splitOf(part: Part): Split {
  return (SPLITS.type as readonly Part[]).includes(part) ? 'type' : 'status';
}

/** The selection in the address (`?who=…&part=…`), so Back closes the list again. */
export function selectionFromSearch(search: URLSearchParams): Selection | null {
  const who = search.get('who');
  if (!who) return null;
  const part = search.get('part');
  return { who, part: part && PARTS.includes(part) ? (part as Part) : null };
}

export function selectionSearch({ who, part }: Selection): string {
  const search = new URLSearchParams({ who });
  if (part) search.set('part', part);
  return `?${search}`;
}

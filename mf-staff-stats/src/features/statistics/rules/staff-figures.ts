import {
  type LastMonthStaffCounts,
  type LastMonthSummary,
  type LastMonthTicket,
  type ReviewSummary,
  TICKET_STATUS,
  TICKET_TYPE,
  UNASSIGNED,
} from '@portal/shared/contract';
import type { LastMonthFigure } from '@portal/shared/runtime/queries/get-last-month-tickets';

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
  /** Known when any of their tickets is in a group the viewer administers. */
  staffId: number | undefined;
  name: string | undefined;
  /** The reviews about a named staff member (`staffId` known). */
  reviews: ReviewSummary | undefined;
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

const both = ({ opened, closed }: LastMonthStaffCounts['support']) => opened + closed;

function figuresOf({ assignee, support, report, reviews }: LastMonthStaffCounts): StaffFigures {
  return {
    who: assignee?.visualId ?? UNASSIGNED,
    staffId: assignee?._id,
    name: assignee?.name,
    reviews,
    support: both(support),
    report: both(report),
    opened: support.opened + report.opened,
    closed: support.closed + report.closed,
    total: both(support) + both(report),
  };
}

/**
 * Tickets per staff member (a ticket counts once for each of its assignees), split by type and by
 * status; tickets nobody took are one row of their own. Most tickets first.
 */
export function staffFigures(summary: LastMonthSummary | undefined): StaffFigures[] {
  return (summary?.staff ?? [])
    .map(figuresOf)
    .sort((a, b) => b.total - a.total || a.who.localeCompare(b.who));
}

/** What a bar segment or a row stands for: one person's tickets, maybe only one part of them. */
export interface Selection {
  who: string;
  part: Part | null;
}

/** The tickets behind a figure, as GET /getLastMonthTickets reads them. */
export function figureOf({ who, part }: Selection): LastMonthFigure {
  if (part === null) return { assignee: who };
  return splitOf(part) === 'type'
    ? { assignee: who, type: part as (typeof SPLITS.type)[number] }
    : { assignee: who, status: part as (typeof SPLITS.status)[number] };
}

/** How many tickets a figure counts. */
export function countOf(row: StaffFigures, part: Part | null): number {
  return part === null ? row.total : row[part];
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

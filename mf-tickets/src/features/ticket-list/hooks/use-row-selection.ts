import type { Ticket } from '@portal/shared/contract';
import { useState } from 'react';

const NONE: ReadonlySet<number> = new Set();

type Selection = {
  listKey: string;
  ids: ReadonlySet<number>;
  /** The row toggled last: a shift-click selects from it to the row clicked. */
  anchor: number | null;
};

export interface RowSelection {
  isSelected: (ticketId: number) => boolean;
  /** Toggles one row; `range` (shift-click) gives every row from the last toggled one its state. */
  toggle: (ticketId: number, range?: boolean) => void;
  /** Selects or deselects these rows together ("select all on this page"). */
  setMany: (ticketIds: readonly number[], selected: boolean) => void;
  /** Keeps only these rows selected (after a bulk action, the tickets it left as they were). */
  keepOnly: (ticketIds: readonly number[]) => void;
  /** The selected tickets the list shows, in its order: what bulk actions act on. */
  selected: Ticket[];
}

/** Ids from `from` to `to` in the list's order, both included; none when either left the list. */
function idsBetween(tickets: readonly Ticket[], from: number, to: number): number[] {
  const ids = tickets.map((ticket) => ticket._id);
  const [start, end] = [ids.indexOf(from), ids.indexOf(to)];
  if (start < 0 || end < 0) return [];
  return ids.slice(Math.min(start, end), Math.max(start, end) + 1);
}

/**
 * The staff's chosen rows (issue 32). It belongs to one list: another tab, filter or search starts
 * empty, and a ticket that left the list (closed, handed on) is no longer counted.
 */
export function useRowSelection(listKey: string, tickets: readonly Ticket[]): RowSelection {
  const [selection, setSelection] = useState<Selection>({ listKey, ids: NONE, anchor: null });
  const current = selection.listKey === listKey ? selection : { ids: NONE, anchor: null };
  const ids = current.ids;

  const change = (update: (ids: Set<number>, anchor: number | null) => number | null) =>
    setSelection((previous) => {
      const mine = previous.listKey === listKey;
      const next = new Set(mine ? previous.ids : NONE);
      const anchor = update(next, mine ? previous.anchor : null);
      return { listKey, ids: next, anchor };
    });

  const toggle = (ticketId: number, range = false) =>
    change((next, anchor) => {
      const select = !next.has(ticketId);
      const span = range && anchor !== null ? idsBetween(tickets, anchor, ticketId) : [];
      for (const id of span.length > 0 ? span : [ticketId]) {
        if (select) next.add(id);
        else next.delete(id);
      }
      return ticketId;
    });

  const setMany = (ticketIds: readonly number[], selected: boolean) =>
    change((next, anchor) => {
      for (const id of ticketIds) {
        if (selected) next.add(id);
        else next.delete(id);
      }
      return anchor;
    });

  const keepOnly = (ticketIds: readonly number[]) =>
    change((next) => {
      const kept = new Set(ticketIds);
      for (const id of next) if (!kept.has(id)) next.delete(id);
      return null;
    });

  return {
    isSelected: (ticketId) => ids.has(ticketId),
    toggle,
    setMany,
    keepOnly,
    selected: tickets.filter((ticket) => ids.has(ticket._id)),
  };
}

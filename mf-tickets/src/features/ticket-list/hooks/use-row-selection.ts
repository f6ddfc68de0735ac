import type { Ticket } from '@portal/shared/contract';
import { useState } from 'react';

const NONE: ReadonlySet<number> = new Set();

type Selection = { listKey: string; ids: ReadonlySet<number> };

export interface RowSelection {
  isSelected: (ticketId: number) => boolean;
  toggle: (ticketId: number) => void;
  /** The selected tickets the list shows, in its order: what bulk actions will act on. */
  selected: Ticket[];
}

/**
 * The staff's chosen rows (issue 32). It belongs to one list: another tab, filter or search starts
 * empty, and a ticket that left the list (closed, handed on) is no longer counted.
 */
export function useRowSelection(listKey: string, tickets: readonly Ticket[]): RowSelection {
  const [selection, setSelection] = useState<Selection>({ listKey, ids: NONE });
  const ids = selection.listKey === listKey ? selection.ids : NONE;

  const toggle = (ticketId: number) =>
    setSelection((current) => {
      const next = new Set(current.listKey === listKey ? current.ids : NONE);
      if (next.has(ticketId)) next.delete(ticketId);
      else next.add(ticketId);
      return { listKey, ids: next };
    });

  return {
    isSelected: (ticketId) => ids.has(ticketId),
    toggle,
    selected: tickets.filter((ticket) => ids.has(ticket._id)),
  };
}

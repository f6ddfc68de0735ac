import { STATUS_FILTERS, type StatusFilter } from '@portal/shared/contract';
import { ROUTES } from '@portal/shared/runtime/routes';

/** Which tab of the tickets section opens, and with which filters (a dashboard card's figure). */
export interface TicketsPreset {
  tab: 'support' | 'report';
  status?: StatusFilter;
  /** Creation days, `YYYY-MM-DD` (UTC), as the day fields hold them. */
  from?: string;
  to?: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `/panel?tab=…&status=…&from=…&to=…#tickets`: the tickets table already filtered. */
export function ticketsLink(preset: TicketsPreset) {
  const search = new URLSearchParams(
    Object.entries(preset).filter((pair): pair is [string, string] => pair[1] !== undefined),
  );
  return { pathname: ROUTES.panel, search: `?${search.toString()}`, hash: 'tickets' };
}

/** The preset an address asks for; anything unknown in it is ignored (a hand-edited link). */
export function ticketsPresetOf(search: string): TicketsPreset {
  const query = new URLSearchParams(search);
  const status = query.get('status');
  const day = (name: string) => {
    const value = query.get(name);
    return value !== null && DAY.test(value) ? value : undefined;
  };
  return {
    tab: query.get('tab') === 'report' ? 'report' : 'support',
    status: STATUS_FILTERS.find((known) => known === status),
    from: day('from'),
    to: day('to'),
  };
}

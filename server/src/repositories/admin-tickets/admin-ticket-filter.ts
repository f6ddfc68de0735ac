import type { TicketListFilter } from '../ticket-list/ticket-list-conditions';

/** An admin table's tickets: the list's filters, "mine" for the admin, and a creation period. */
export interface AdminTicketFilter extends TicketListFilter {
  /** Created from `from` (included) to `to` (excluded). */
  createdFrom: Date | undefined;
  createdTo: Date | undefined;
}

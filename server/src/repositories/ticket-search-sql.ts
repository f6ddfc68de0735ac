import { type Expression, type SqlBool, sql } from 'kysely';
import type { TicketsScope } from './ticket-list-sorts';

export interface TicketSearch {
  text: string;
  /** Staff also find text in staff-only notes; players never do. */
  includeStaffOnly: boolean;
  /** Accounts the text names (staff searching by name or visualId): their tickets match too. */
  accountIds: readonly number[];
}

const MAX_TICKET_ID = 2_147_483_647;

/**
 * Tickets matching a search, as conditions on the ticket row only: full text in Spanish and English
 * (stored tsvectors with GIN) over title, description and fields, over the per-ticket comment
 * documents, the exact ticket id, and the tickets created by or reporting the named accounts.
 * Every alternative has its own index, so PostgreSQL ORs them into one bitmap and ANDs it with
 * the list's own conditions; no join over the comments table.
 */
export function searchCondition(search: TicketSearch): (eb: TicketsScope) => Expression<SqlBool> {
  const text = search.text.trim();
  const spanish = sql`websearch_to_tsquery('spanish', ${text})`;
  const english = sql`websearch_to_tsquery('english', ${text})`;
  const asId = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  return (eb) => {
    const matches: Expression<SqlBool>[] = [
      sql<SqlBool>`tickets.search_es @@ ${spanish}`,
      sql<SqlBool>`tickets.search_en @@ ${english}`,
      sql<SqlBool>`tickets.comments_search_es @@ ${spanish}`,
      sql<SqlBool>`tickets.comments_search_en @@ ${english}`,
    ];
    if (search.includeStaffOnly) {
      matches.push(sql<SqlBool>`tickets.staff_notes_search_es @@ ${spanish}`);
      matches.push(sql<SqlBool>`tickets.staff_notes_search_en @@ ${english}`);
    }
    if (asId >= 1 && asId <= MAX_TICKET_ID) matches.push(eb('tickets.id', '=', asId));
    if (search.accountIds.length > 0) {
      matches.push(eb('tickets.created_by', 'in', [...search.accountIds]));
      matches.push(eb('tickets.report_accused_id', 'in', [...search.accountIds]));
    }
    return eb.or(matches);
  };
}

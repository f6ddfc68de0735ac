import { type Expression, type SqlBool, sql } from 'kysely';
import type { TicketsScope } from './ticket-list-sorts';

export interface TicketSearch {
  text: string;
  /** Staff also find text in staff-only comments; players never do. */
  includeStaffOnly: boolean;
  /** Accounts the text names (staff searching by name or visualId): their tickets match too. */
  accountIds: readonly number[];
}

const MAX_TICKET_ID = 2_147_483_647;

/**
 * Tickets matching a search, as one id subquery: full text (Spanish and English stored tsvectors,
 * GIN) over title, description and fields, over comment messages, the exact ticket id, and the
 * tickets created by or reporting the named accounts.
 */
export function searchCondition(search: TicketSearch): (eb: TicketsScope) => Expression<SqlBool> {
  const text = search.text.trim();
  const spanish = sql`websearch_to_tsquery('spanish', ${text})`;
  const english = sql`websearch_to_tsquery('english', ${text})`;
  return (eb) => {
    let ids = eb
      .selectFrom('tickets as by_text')
      .select('by_text.id')
      .where(sql<SqlBool>`by_text.search_es @@ ${spanish} or by_text.search_en @@ ${english}`)
      .unionAll(
        eb
          .selectFrom('comments as by_comment')
          .select('by_comment.ticket_id as id')
          .where(
            sql<SqlBool>`(by_comment.search_es @@ ${spanish} or by_comment.search_en @@ ${english})`,
          )
          .$if(!search.includeStaffOnly, (query) =>
            query.where('by_comment.staff_only', '=', false),
          ),
      );
    const asId = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
    if (asId >= 1 && asId <= MAX_TICKET_ID) {
      ids = ids.unionAll(
        eb.selectFrom('tickets as by_id').select('by_id.id').where('by_id.id', '=', asId),
      );
    }
    if (search.accountIds.length > 0) {
      const accounts = [...search.accountIds];
      ids = ids
        .unionAll(
          eb
            .selectFrom('tickets as by_creator')
            .select('by_creator.id')
            .where('by_creator.created_by', 'in', accounts),
        )
        .unionAll(
          eb
            .selectFrom('tickets as by_accused')
            .select('by_accused.id')
            .where('by_accused.report_accused_id', 'in', accounts),
        );
    }
    return eb('tickets.id', 'in', ids);
  };
}

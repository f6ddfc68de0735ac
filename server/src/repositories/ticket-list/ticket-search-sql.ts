import { TICKET_STATUS, type TicketStatus } from '@portal/shared/contract';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Executor } from '../executor';
import type { TicketsScope } from './ticket-list-sorts';
import {
  canSeeStaffNotesSql,
  type ListScope,
  type VisibilityViewer,
} from './ticket-visibility-sql';

export interface TicketSearch {
  text: string;
  /** Staff also find text in staff-only notes; players never do. */
  includeStaffOnly: boolean;
  /** Accounts the text names (staff searching by name or visualId): their tickets match too. */
  accountIds: readonly number[];
}

const MAX_TICKET_ID = 2_147_483_647;

/**
 * The text as a query in each language the tickets and comments are indexed in (web search
 * syntax: words are all required unless joined by `or`). AI retrieval joins its words with `or`.
 * Its accents are folded as the stored vectors' are (`search_folded`, migration 0032), so
 * "verificacion" and "verificación" are one word; case never matters. Each query is a sub-select,
 * computed once per statement: as a plain expression it was parsed and stemmed again for every row
 * a list tests (10 per ticket: two on the ticket, two per comment), most of what testing cost.
 */
export function fullTextQueries(searchText: string): {
  spanish: RawBuilder<unknown>;
  english: RawBuilder<unknown>;
} {
  const text = searchText.trim();
  return {
    spanish: sql`(select websearch_to_tsquery('spanish', search_folded(${text})))`,
    english: sql`(select websearch_to_tsquery('english', search_folded(${text})))`,
  };
}

/**
 * The ticket row's own matches, each with its own index: full text in Spanish and English (stored
 * tsvectors with GIN) over title, description and fields, the exact ticket id, and the tickets
 * created by or reporting the named accounts.
 */
function ticketRowMatches(eb: TicketsScope, search: TicketSearch): Expression<SqlBool>[] {
  const { spanish, english } = fullTextQueries(search.text);
  const text = search.text.trim();
  const asId = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
  const matches: Expression<SqlBool>[] = [
    sql<SqlBool>`tickets.search_es @@ ${spanish}`,
    sql<SqlBool>`tickets.search_en @@ ${english}`,
  ];
  if (asId >= 1 && asId <= MAX_TICKET_ID) matches.push(eb('tickets.id', '=', asId));
  if (search.accountIds.length > 0) {
    matches.push(eb('tickets.created_by', 'in', [...search.accountIds]));
    matches.push(eb('tickets.report_accused_id', 'in', [...search.accountIds]));
  }
  return matches;
}

/** A comment's own text (stored tsvectors with GIN). */
function commentTextMatches(search: TicketSearch): Expression<SqlBool> {
  const { spanish, english } = fullTextQueries(search.text);
  return sql<SqlBool>`(comments.search_es @@ ${spanish} or comments.search_en @@ ${english})`;
}

/**
 * A comment the viewer may find on this ticket (`eb` has the ticket row): a public one, or a
 * staff-only note where staff may read the ticket's notes, so a search never tells anyone else
 * what its notes say.
 */
function readableComment(
  eb: TicketsScope,
  search: TicketSearch,
  viewer: VisibilityViewer,
): Expression<SqlBool> {
  if (!search.includeStaffOnly) return sql<SqlBool>`not comments.staff_only`;
  return eb.or([sql<SqlBool>`not comments.staff_only`, canSeeStaffNotesSql(eb, viewer)]);
}

/**
 * The comments a search of one status reads: an open list's, those of open tickets
 * (`open_ticket_comments`, 0043: every column a comment test names, typed alike, and nothing
 * else, so a test reads far fewer pages: the sample of a common word 9–12 ms → 5 ms), named
 * `comments` in the SQL either way.
 */
function searchedComments(status: TicketStatus) {
  return (
    status === TICKET_STATUS.opened ? 'open_ticket_comments as comments' : 'comments'
  ) as 'comments';
}

/**
 * `offset 0` keeps an `exists` a test of each row (an index probe). Otherwise PostgreSQL may turn
 * it into a join, or into a hashed set of every row its subquery matches, and with one generic
 * plan for every text it cannot tell a common word (most comments in the database) from a rare one.
 */
const PER_ROW = sql.lit(0);

/**
 * The search tested on one ticket row of a list of `status`, for lists that walk their sort index:
 * the row's own matches, then (last, as it reads the thread) whether any comment of the ticket
 * matches.
 */
export function searchCondition(
  eb: TicketsScope,
  search: TicketSearch,
  viewer: VisibilityViewer,
  status: TicketStatus,
): Expression<SqlBool> {
  return eb.or([
    ...ticketRowMatches(eb, search),
    eb.exists(
      eb
        .selectFrom(searchedComments(status))
        .select(sql.lit(1).as('one'))
        .whereRef('comments.ticket_id', '=', 'tickets.id')
        .where(commentTextMatches(search))
        .where(readableComment(eb, search, viewer))
        .offset(PER_ROW),
    ),
  ]);
}

/**
 * Ticket ids of one status the search matches, read from the GIN indexes: the tickets matched by
 * their own row, then the tickets of matching comments (each comment's ticket probed for its
 * status), at most `limit` rows. A ticket comes once per way it matches (its row, each comment).
 * An open list reads only the open tickets' comments (`searchedComments`).
 */
export function searchMatchRows(
  db: Executor,
  search: TicketSearch,
  viewer: VisibilityViewer,
  status: TicketStatus,
  limit: number,
) {
  return db
    .selectFrom('tickets')
    .select('tickets.id')
    .where('tickets.status', '=', sql.lit(status))
    .where((eb) => eb.or(ticketRowMatches(eb, search)))
    .unionAll(
      db
        .selectFrom(searchedComments(status))
        .select('comments.ticket_id as id')
        .where(commentTextMatches(search))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('tickets')
              .select(sql.lit(1).as('one'))
              .whereRef('tickets.id', '=', 'comments.ticket_id')
              .where('tickets.status', '=', sql.lit(status))
              .where((ticket) => readableComment(ticket, search, viewer))
              .offset(PER_ROW),
          ),
        ),
    )
    .limit(sql.lit(limit));
}

/**
 * Ids of up to `enough` tickets the search matches among the `sample` tickets of the list's tab and
 * status commented on last (one index range, each row tested as `searchCondition` does): how dense
 * the matches are where lists are walked, for at most `sample` row tests, fewer the denser they
 * are. Unlike a look-up in the GIN indexes, it never reads every match.
 */
export function searchSampleMatches(
  db: Executor,
  search: TicketSearch,
  viewer: VisibilityViewer,
  scope: ListScope,
  sizes: { sample: number; enough: number },
) {
  const sample = db
    .selectFrom('tickets')
    .select('tickets.id')
    .where('tickets.type', '=', sql.lit(scope.type))
    .where('tickets.status', '=', sql.lit(scope.status))
    .orderBy('tickets.last_comment_at', 'desc')
    .orderBy('tickets.id', 'desc')
    .limit(sql.lit(sizes.sample))
    .as('sample');
  return db
    .selectFrom(sample)
    .innerJoin('tickets', 'tickets.id', 'sample.id')
    .select('tickets.id')
    .where((eb) => searchCondition(eb as unknown as TicketsScope, search, viewer, scope.status))
    .limit(sql.lit(sizes.enough));
}

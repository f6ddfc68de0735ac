import { POWER } from '@portal/shared/contract';
import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../executor';
import { fullTextQueries } from '../ticket-list/ticket-search-sql';

/** Where the past tickets are looked for: every group, or given (group, category) pairs. */
export type RetrievalScope =
  | { kind: 'everyGroup' }
  | { kind: 'categories'; pairs: readonly { groupKey: string; categoryKey: string }[] };

export interface PastAnswerQuery {
  /** Words of the text, already split; any of them may match (`or`). */
  words: readonly string[];
  scope: RetrievalScope;
  excludeTicketId: number | null;
  /** Closed tickets read per scope, newest first: the window that bounds the work. */
  window: number;
  /** Best-matching tickets whose answers are looked up (and returned, best first). */
  candidates: number;
}

export interface PastPersonAccount {
  name: string;
  username: string;
}

export interface PastAnswerRow {
  ticketId: number;
  title: string;
  answer: string;
  score: number;
  /** The past ticket's creator, so their name and hash id can be taken out of the answer. */
  creatorId: number;
  creatorName: string;
  creatorUsername: string;
  /**
   * The past ticket's other people, so an answer naming them is not offered: the accused's and
   * partners' accounts and the players who commented on it (never the creator).
   */
  otherAccounts: PastPersonAccount[];
  /** The accused and partner names typed in the report (linked to an account or not). */
  typedNames: string[];
}

function anyWordText(words: readonly string[]): string {
  return words.join(' or ');
}

// `words` is `materialized`: inlined, each row's test and rank would parse and stem the text
// again (the plan is generic, the text a parameter), 4 times a row: 64 ms instead of 9 on the
// bench's window of 4,000 tickets.

/**
 * The newest closed tickets of each (group, category), each window an index range of
 * `tickets_closed_category_recent_idx` (0028); across every group, the newest closed tickets by id.
 */
function recentClosedTickets(query: PastAnswerQuery): RawBuilder<unknown> {
  const columns = sql`id, title, created_by, report_accused_id, report_accused_name, search_es,
    search_en`;
  const excluded = query.excludeTicketId ?? 0;
  if (query.scope.kind === 'everyGroup') {
    return sql`select ${columns} from tickets
      where status = 1 and id <> ${excluded}
      order by id desc limit ${sql.lit(query.window)}`;
  }
  const perPair = Math.max(1, Math.ceil(query.window / Math.max(1, query.scope.pairs.length)));
  return sql.join(
    query.scope.pairs.map(
      (pair) => sql`(select ${columns} from tickets
        where status = 1 and group_key = ${pair.groupKey} and category_key = ${pair.categoryKey}
          and id <> ${excluded}
        order by id desc limit ${sql.lit(perPair)})`,
    ),
    sql` union all `,
  );
}

/**
 * The public staff answer that stood when each best-matching closed ticket was closed: its last
 * comment that is no action, no staff-only note, and written by staff who are not the ticket's
 * creator, accused or partner (those speak as players there). Ranked by how well the ticket's own
 * text (title, description, fields; Spanish and English) matches any of the words. With each, the
 * names of the ticket's people, read for these few tickets only (index lookups by ticket id).
 */
export async function findPastStaffAnswers(
  db: Executor,
  query: PastAnswerQuery,
): Promise<PastAnswerRow[]> {
  if (query.words.length === 0) return [];
  if (query.scope.kind === 'categories' && query.scope.pairs.length === 0) return [];
  const { spanish, english } = fullTextQueries(anyWordText(query.words));
  const result = await sql<PastAnswerRow>`
    with words as materialized (select ${spanish} as es, ${english} as en),
    recent as (${recentClosedTickets(query)}),
    ranked as (
      select recent.id, recent.title, recent.created_by, recent.report_accused_id,
        recent.report_accused_name,
        ts_rank(recent.search_es, words.es, 1) + ts_rank(recent.search_en, words.en, 1) as score
      from recent cross join words
      where recent.search_es @@ words.es or recent.search_en @@ words.en
      order by score desc, recent.id desc
      limit ${sql.lit(query.candidates)}
    )
    select ranked.id as "ticketId", ranked.title, answer.message as answer,
      ranked.score::float8 as score, creator.id as "creatorId", creator.name as "creatorName",
      creator.username as "creatorUsername", people.accounts as "otherAccounts",
      people.typed as "typedNames"
    from ranked
    join accounts creator on creator.id = ranked.created_by
    cross join lateral (
      select comments.message from comments
      join accounts author on author.id = comments.author_id
      where comments.ticket_id = ranked.id and comments.action = '' and not comments.staff_only
        and author.power >= ${sql.lit(POWER.staff)}
        and comments.author_id <> ranked.created_by
        and comments.author_id is distinct from ranked.report_accused_id
        and not exists (select 1 from report_partners partner
          where partner.ticket_id = ranked.id and partner.account_id = comments.author_id)
      order by comments.id desc
      limit 1
    ) answer
    cross join lateral (
      select
        (select coalesce(json_agg(json_build_object('name', person.name,
            'username', person.username)), '[]')
          from accounts person
          where person.id <> ranked.created_by and person.id in (
            select ranked.report_accused_id
            union select partner.account_id from report_partners partner
              where partner.ticket_id = ranked.id
            union select comments.author_id from comments
              join accounts author on author.id = comments.author_id
              where comments.ticket_id = ranked.id and author.power < ${sql.lit(POWER.staff)})
        ) as accounts,
        (select coalesce(json_agg(typed.name), '[]')
          from (select ranked.report_accused_name as name
            union all select partner.name from report_partners partner
              where partner.ticket_id = ranked.id) typed
          where typed.name is not null
        ) as typed
    ) people
    order by ranked.score desc, ranked.id desc`.execute(db);
  return result.rows;
}

/** How well each text (a canned answer) matches any of the words, in the same measure. */
export async function scoreTexts(
  db: Executor,
  texts: readonly string[],
  words: readonly string[],
): Promise<number[]> {
  if (texts.length === 0) return [];
  if (words.length === 0) return texts.map(() => 0);
  const { spanish, english } = fullTextQueries(anyWordText(words));
  const result = await sql<{ score: number }>`
    with words as materialized (select ${spanish} as es, ${english} as en)
    select (ts_rank(to_tsvector('spanish'::regconfig, search_folded(text)), words.es, 1)
          + ts_rank(to_tsvector('english'::regconfig, search_folded(text)), words.en, 1))::float8 as score
    from unnest(${sql.val([...texts])}::text[]) with ordinality as given(text, position)
    cross join words
    order by position`.execute(db);
  return result.rows.map((row) => row.score);
}

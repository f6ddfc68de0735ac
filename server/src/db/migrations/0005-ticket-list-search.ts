import type { SqlMigration } from './sql-migration';

const commentDocument = (config: 'spanish' | 'english', staffOnly: boolean) =>
  `to_tsvector('${config}'::regconfig,
     coalesce(string_agg(message, ' ') filter (where staff_only = ${staffOnly}), ''))`;

/** Fills every ticket's comment documents in one statement (also used by bulk loads). */
export const backfillCommentSearch = `update tickets set
   comments_search_es = documents.comments_es, comments_search_en = documents.comments_en,
   staff_notes_search_es = documents.staff_es, staff_notes_search_en = documents.staff_en
   from (select ticket_id,
         ${commentDocument('spanish', false)} as comments_es,
         ${commentDocument('english', false)} as comments_en,
         ${commentDocument('spanish', true)} as staff_es,
         ${commentDocument('english', true)} as staff_en
       from comments group by ticket_id) as documents
   where documents.ticket_id = tickets.id`;

/**
 * Comment text searchable from the ticket row: a per-ticket document of the comments everyone on
 * the ticket reads, and one of staff-only notes (searched by staff only), kept by a trigger. With
 * the ticket's own vectors they form one OR of GIN conditions, which PostgreSQL combines with the
 * list's btree conditions in a single bitmap instead of joining millions of comment rows.
 */
export const ticketListSearch: SqlMigration = {
  name: '0005-ticket-list-search',
  statements: [
    `alter table tickets
       add column comments_search_es tsvector,
       add column comments_search_en tsvector,
       add column staff_notes_search_es tsvector,
       add column staff_notes_search_en tsvector`,
    backfillCommentSearch,
    'create index tickets_comments_search_es_idx on tickets using gin (comments_search_es)',
    'create index tickets_comments_search_en_idx on tickets using gin (comments_search_en)',
    'create index tickets_staff_notes_search_es_idx on tickets using gin (staff_notes_search_es)',
    'create index tickets_staff_notes_search_en_idx on tickets using gin (staff_notes_search_en)',
    `create function refresh_ticket_comment_search(target integer) returns void
     language sql as $$
       update tickets set
         comments_search_es = documents.comments_es, comments_search_en = documents.comments_en,
         staff_notes_search_es = documents.staff_es, staff_notes_search_en = documents.staff_en
       from (select ${commentDocument('spanish', false)} as comments_es,
                    ${commentDocument('english', false)} as comments_en,
                    ${commentDocument('spanish', true)} as staff_es,
                    ${commentDocument('english', true)} as staff_en
             from comments where ticket_id = target) as documents
       where tickets.id = target
     $$`,
    `create function track_ticket_comment_search() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        perform refresh_ticket_comment_search(old.ticket_id);
      end if;
      if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.ticket_id <> old.ticket_id) then
        perform refresh_ticket_comment_search(new.ticket_id);
      end if;
      return null;
    end
    $$`,
    `create trigger comments_ticket_search
       after insert or delete or update of message, staff_only, ticket_id on comments
       for each row execute function track_ticket_comment_search()`,
  ],
};

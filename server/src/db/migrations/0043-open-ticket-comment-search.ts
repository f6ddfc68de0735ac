import type { SqlMigration } from './sql-migration';

const OPEN_COMMENT_COLUMNS = 'comment_id, ticket_id, staff_only, search_es, search_en';

/**
 * 0035 kept on every comment whether its ticket is open, for the partial GIN indexes that answer
 * an open list's search: closing or reopening a ticket rewrote each comment of its thread, and a
 * rewritten comment enters all nine of the table's indexes again (four of them GIN over its text):
 * 1.7 ms of a close's 3.7 on the bench's five-comment threads, and growing with the thread. The
 * open tickets' comments now have a table of their own, with their own GIN indexes (the search's
 * columns copied): a close deletes the thread's rows there and touches no comment, a reopen copies
 * them back, and a comment is copied when written, or written again, on an open ticket. The copy
 * holds the ticket's row for share, so a close committing meanwhile is seen (as 0035's check did).
 * A reopen written with its action comment in one statement copies that comment twice (the
 * ticket's trigger and the comment's both see both changes): the second copy is skipped.
 *
 * `comments.ticket_open` and its insert trigger stay one release, for instances still running the
 * code that reads them while the others restart. The column is no longer changed on a close or a
 * reopen: such an instance's open lists still find what they should (it also tests the ticket's
 * status), but its closed lists miss the comments of tickets closed since, and its open lists those
 * of tickets reopened since, until it restarts. The column and `comments_ticket_open` are to be
 * dropped.
 */
export const openTicketCommentSearch: SqlMigration = {
  name: '0043-open-ticket-comment-search',
  statements: [
    `create table open_ticket_comments (
       comment_id integer primary key references comments (id) on delete cascade,
       ticket_id integer not null,
       staff_only boolean not null,
       search_es tsvector not null,
       search_en tsvector not null
     )`,
    `insert into open_ticket_comments (${OPEN_COMMENT_COLUMNS})
       select c.id, c.ticket_id, c.staff_only, c.search_es, c.search_en
       from comments c join tickets t on t.id = c.ticket_id
       where t.status = 0`,
    'create index open_ticket_comments_ticket_idx on open_ticket_comments (ticket_id)',
    'create index open_ticket_comments_search_es_idx on open_ticket_comments using gin (search_es)',
    'create index open_ticket_comments_search_en_idx on open_ticket_comments using gin (search_en)',
    `create function open_ticket_comment_written() returns trigger language plpgsql as $$
       begin
         if tg_op = 'UPDATE' then
           delete from open_ticket_comments where comment_id = old.id;
         end if;
         insert into open_ticket_comments (${OPEN_COMMENT_COLUMNS})
           select new.id, new.ticket_id, new.staff_only, new.search_es, new.search_en
           from tickets where id = new.ticket_id and status = 0
           for share
           on conflict (comment_id) do nothing;
         return null;
       end
     $$`,
    `create trigger comments_open_ticket_search
       after insert or update of message, staff_only, ticket_id on comments
       for each row execute function open_ticket_comment_written()`,
    `create function ticket_open_comments() returns trigger language plpgsql as $$
       begin
         if new.status = 0 then
           insert into open_ticket_comments (${OPEN_COMMENT_COLUMNS})
             select id, ticket_id, staff_only, search_es, search_en
             from comments where ticket_id = new.id
             on conflict (comment_id) do nothing;
         else
           delete from open_ticket_comments where ticket_id = new.id;
         end if;
         return null;
       end
     $$`,
    `create trigger tickets_open_comments
       after update of status on tickets
       for each row when (old.status is distinct from new.status)
       execute function ticket_open_comments()`,
    'drop trigger tickets_comments_open on tickets',
    'drop function ticket_comments_open()',
    'drop index comments_open_search_es_idx',
    'drop index comments_open_search_en_idx',
  ],
};

import type { SqlMigration } from './sql-migration';

/**
 * A search of the open lists (the default) asked the whole-table GIN indexes of comments which
 * comments hold the text, then kept those of open tickets: for two words each said in most threads
 * but never together, both indexes' posting lists were walked whole (80 ms of the bench's 5M
 * comments) to find nothing. Open tickets hold a tenth of the comments. Each comment now carries
 * whether its ticket is open (`ticket_open`, kept by triggers: set from the ticket when a comment
 * is written, the thread's changed with the ticket's status), and partial GIN indexes over the
 * comments of open tickets answer those searches (0006 did the same for the tickets' own text).
 * The comment's check holds the ticket's row for share, so a close committing meanwhile is seen.
 */
export const openTicketComments: SqlMigration = {
  name: '0035-open-ticket-comments',
  statements: [
    'alter table comments add column ticket_open boolean not null default false',
    `update comments set ticket_open = true
       from tickets where tickets.id = comments.ticket_id and tickets.status = 0`,
    `create function comment_ticket_open() returns trigger language plpgsql as $$
       begin
         select status = 0 into new.ticket_open from tickets where id = new.ticket_id for share;
         new.ticket_open := coalesce(new.ticket_open, false);
         return new;
       end
     $$`,
    `create trigger comments_ticket_open
       before insert or update of ticket_id on comments
       for each row execute function comment_ticket_open()`,
    `create function ticket_comments_open() returns trigger language plpgsql as $$
       begin
         update comments set ticket_open = (new.status = 0) where ticket_id = new.id;
         return null;
       end
     $$`,
    `create trigger tickets_comments_open
       after update of status on tickets
       for each row when (old.status is distinct from new.status)
       execute function ticket_comments_open()`,
    'create index comments_open_search_es_idx on comments using gin (search_es) where ticket_open',
    'create index comments_open_search_en_idx on comments using gin (search_en) where ticket_open',
  ],
};

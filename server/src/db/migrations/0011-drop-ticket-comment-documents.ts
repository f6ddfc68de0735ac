import type { SqlMigration } from './sql-migration';

/**
 * Comment text is searched in the comments' own vectors (0002, GIN), no longer in per-ticket
 * documents of the whole thread (0005): the trigger rebuilt both from every comment of the ticket
 * on each comment written, edited or deleted, with the ticket row locked (2.2 s at 188 comments of
 * 4,096 characters), and a thread past about 1 MB of distinct words could take no more comments
 * (PostgreSQL's tsvector limit). Dropping the columns drops their indexes (0005, 0006) with them.
 */
export const dropTicketCommentDocuments: SqlMigration = {
  name: '0011-drop-ticket-comment-documents',
  statements: [
    'drop trigger comments_ticket_search on comments',
    'drop function track_ticket_comment_search()',
    'drop function refresh_ticket_comment_search(integer)',
    `alter table tickets
       drop column comments_search_es,
       drop column comments_search_en,
       drop column staff_notes_search_es,
       drop column staff_notes_search_en`,
  ],
};

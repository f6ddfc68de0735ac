import type { SqlMigration } from './sql-migration';

/**
 * AI-suggested replies (issue 15):
 * - Each stored suggestion says where it came from (a past ticket's staff answer, a canned answer
 *   or a model), who asked for it, when staff opened it for editing and whether it was sent as
 *   written or edited. `ai_responses_created_idx` lets the usage statistics read a period's range.
 * - Retrieval reads the most recently created closed tickets of a group's category (newest first)
 *   and ranks those whose text matches: `tickets_closed_category_recent_idx` makes that window an
 *   index range of a few thousand rows, however many tickets the category has closed.
 */
export const aiSuggestions: SqlMigration = {
  name: '0028-ai-suggestions',
  statements: [
    `alter table ai_responses
       add column source_kind text not null default 'ticket'
         check (source_kind in ('ticket', 'canned', 'model')),
       add column source_ticket_id integer references tickets (id) on delete set null,
       add column source_title text,
       add column model text,
       add column requested_by integer references accounts (id) on delete set null,
       add column edit_started_at timestamptz,
       add column sent_edited boolean`,
    'alter table ai_responses alter column source_kind drop default',
    'create index ai_responses_created_idx on ai_responses (created_at)',
    `create index comments_ai_response_idx on comments (ai_response_id)
       where ai_response_id is not null`,
    `create index tickets_closed_category_recent_idx on tickets (group_key, category_key, id desc)
       where status = 1`,
  ],
};

import type { SqlMigration } from './sql-migration';

/**
 * The admin panel's Users leaderboards read one period (whole UTC days) at a time:
 * - who closed tickets in it: nothing on `comments` starts with time, so without this partial
 *   index (closes only) it read every comment; with it, the period's closes and who made them;
 * - the reviews the top players wrote in it: `reviews` had no index by reviewer, so each average
 *   read the period's every review; now it is one short range per player, points included.
 */
export const userLeaderboards: SqlMigration = {
  name: '0019-user-leaderboards',
  statements: [
    `create index comments_closes_idx on comments (created_at)
       include (author_id, ticket_id) where action = 'close'`,
    'create index reviews_reviewer_idx on reviews (reviewer_id, created_at) include (points)',
  ],
};

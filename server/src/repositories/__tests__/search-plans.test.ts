import { TICKET_TYPE } from '@portal/shared/contract';
import { sql } from 'kysely';
import { useDemoDatabase } from '../../testing/demo-portal';
import { demoSuperAdmin } from '../../testing/list-helpers';
import { countingStatements } from '../../testing/statement-counter';
import { listTickets, type TicketListQuery } from '../ticket-list/ticket-list-query';
import type { VisibilityViewer } from '../ticket-list/ticket-visibility-sql';

const database = useDemoDatabase();

let superAdmin: VisibilityViewer;

beforeAll(async () => {
  superAdmin = await demoSuperAdmin(database.db);
});

/** Adds `word` to the titles of `count` open support tickets not titled with it yet; their ids. */
async function titleWith(word: string, count: number): Promise<number[]> {
  const tickets = await database.db
    .selectFrom('tickets')
    .select('id')
    .where('type', '=', TICKET_TYPE.support)
    .where('status', '=', 0)
    .where('title', 'not like', `%${word}%`)
    .orderBy('id')
    .limit(count)
    .execute();
  const ids = tickets.map((ticket) => ticket.id);
  if (ids.length < count) throw new Error(`the demo has fewer than ${count} open support tickets`);
  await database.db
    .updateTable('tickets')
    .set({ title: sql`title || ${` ${word}`}` })
    .where('id', 'in', ids)
    .execute();
  return ids;
}

function searchQuery(text: string): TicketListQuery {
  return {
    viewer: superAdmin,
    type: TICKET_TYPE.support,
    status: 'opened',
    sort: 'newest',
    search: { text, includeStaffOnly: true, accountIds: [] },
    groups: undefined,
    assignees: undefined,
    isWeb: undefined,
    after: undefined,
    limit: 21,
  };
}

async function search(text: string) {
  const { db, counted } = countingStatements(database.db);
  const page = await listTickets(db, searchQuery(text));
  return {
    ids: page.rows.map((row) => row.id).sort((a, b) => a - b),
    statements: counted.statements,
  };
}

describe('a search over whole groups, searched again', () => {
  test('when its text is common, then the next search walks the list at once: one statement, the same page', async () => {
    // More matching comments than the look-up reads (2,000) make the text common.
    const [ticketId] = await titleWith('zarzamora', 1);
    await sql`insert into comments (ticket_id, author_id, message)
      select ${ticketId}, ${superAdmin.id}, 'zarzamora ' || n from generate_series(1, 2001) as n`.execute(
      database.db,
    );
    const first = await search('zarzamora');
    expect(first.ids).toEqual([ticketId]);
    expect(first.statements).toBe(3); // the sample, the matches, then the page
    const again = await search('zarzamora');
    expect(again).toEqual({ ids: [ticketId], statements: 1 });
  });

  test('when its text is rare, then the next search looks its matches up without the sample, and finds the ones written since', async () => {
    const [titled] = await titleWith('frambuesa', 1);
    const first = await search('frambuesa');
    expect(first.ids).toEqual([titled]);
    expect(first.statements).toBe(3); // the sample, the matches, then the page
    const [later] = await titleWith('frambuesa', 1);
    const again = await search('frambuesa');
    expect(again.ids).toEqual([titled, later].sort((a, b) => (a ?? 0) - (b ?? 0)));
    expect(again.statements).toBe(2);
  });
});

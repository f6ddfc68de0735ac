import { COMMENT_COLUMNS } from '../../db/database';
import { useDemoDatabase } from '../../testing/demo-portal';
import { countingStatements } from '../../testing/statement-counter';
import { findAccountsByIds } from '../accounts/accounts-repository';
import {
  findHistories,
  findTicketWithThread,
  insertComment,
  readThreadPage,
  replaceCommentMessage,
} from '../tickets/comments-repository';
import { findTicketWithPeople } from '../tickets/tickets-repository';

let ticketId: number;

const database = useDemoDatabase();

beforeAll(async () => {
  const ticket = await database.db
    .selectFrom('tickets')
    .select(['id', 'created_by'])
    .where('status', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  ticketId = ticket.id;
  const staff = await database.db
    .selectFrom('accounts')
    .select('id')
    .where('username', '=', 'staff1')
    .executeTakeFirstOrThrow();
  const at = new Date();
  // A comment edited twice, a staff-only note and an assignment naming its target.
  let edited = await insertComment(database.db, {
    ticket_id: ticketId,
    author_id: ticket.created_by,
    message: 'Primera versión',
    created_at: at,
    ai_response_id: null,
  });
  edited = await replaceCommentMessage(database.db, edited, 'Segunda versión', at);
  await replaceCommentMessage(database.db, edited, 'Tercera versión', at);
  await insertComment(database.db, {
    ticket_id: ticketId,
    author_id: staff.id,
    message: 'Nota interna',
    staff_only: true,
    created_at: at,
    ai_response_id: null,
  });
  await insertComment(database.db, {
    ticket_id: ticketId,
    author_id: staff.id,
    message: '',
    action: 'assign',
    target_account_id: ticket.created_by,
    created_at: at,
    ai_response_id: null,
  });
});

describe('a page of a thread', () => {
  test.each([true, false])(
    'when a page is read (staff-only notes %s), then the accounts it names and its histories come in the same statement, as read apart',
    async (includeStaffOnly) => {
      const { db, counted } = countingStatements(database.db);
      const page = await readThreadPage(db, {
        ticketId,
        includeStaffOnly,
        afterId: undefined,
        limit: 51,
      });
      expect(counted.statements).toBe(1);
      expect(page.rows.some((row) => row.staff_only)).toBe(includeStaffOnly);
      const all = await database.db
        .selectFrom('comments')
        .select(COMMENT_COLUMNS)
        .where('ticket_id', '=', ticketId)
        .orderBy('id')
        .execute();
      expect(page.rows).toEqual(all.filter((row) => includeStaffOnly || !row.staff_only));
      const named = page.rows.flatMap((row) =>
        row.target_account_id === null ? [row.author_id] : [row.author_id, row.target_account_id],
      );
      expect(page.accounts).toEqual(await findAccountsByIds(database.db, named));
      const edited = page.rows.filter((row) => row.edited).map((row) => row.id);
      expect(edited).toHaveLength(1);
      expect(page.histories).toEqual(await findHistories(database.db, edited));
      expect(page.histories.get(edited[0] ?? 0)?.map((entry) => entry.message)).toEqual([
        'Primera versión',
        'Segunda versión',
      ]);
    },
  );

  test('when a page starts after the last comment, then it is empty and names no one', async () => {
    const last = await database.db
      .selectFrom('comments')
      .select('id')
      .where('ticket_id', '=', ticketId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const page = await readThreadPage(database.db, {
      ticketId,
      includeStaffOnly: true,
      afterId: last.id,
      limit: 51,
    });
    expect(page).toEqual({ rows: [], accounts: new Map(), histories: new Map() });
  });

  test.each([true, false])(
    'when a page is read with its ticket (staff-only notes %s), then both come in one statement, as read apart',
    async (includeStaffOnly) => {
      const query = { ticketId, includeStaffOnly, afterId: undefined, limit: 51 };
      const { db, counted } = countingStatements(database.db);
      const found = await findTicketWithThread(db, query);
      expect(counted.statements).toBe(1);
      expect(found).toEqual({
        ticket: await findTicketWithPeople(database.db, ticketId),
        page: await readThreadPage(database.db, query),
      });
      expect(found?.page.rows.some((row) => row.staff_only)).toBe(includeStaffOnly);
    },
  );

  test('when the ticket does not exist, then nothing is answered', async () => {
    const query = {
      ticketId: 2_000_000_000,
      includeStaffOnly: true,
      afterId: undefined,
      limit: 51,
    };
    expect(await findTicketWithThread(database.db, query)).toBeUndefined();
  });
});

import { LIMITS, type Ticket } from '@portal/shared/contract';
import { sql } from 'kysely';
import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { listAs } from '../../testing/list-helpers';
import { accountIdOf, post, postComment } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;
let ticketId: number;

useDemoPortal(['player1', 'player2', 'staff1', 'admin1'], (demo) => {
  ({ database, portal, token } = demo);
});

const LETTERS = 'áéíóúñüàèìòùâêîô';

/** A word of its own for every number: seven two-byte letters, left alone by both stemmers. */
function uniqueWord(n: number): string {
  let word = 'ç';
  for (
    let rest = n, letter = 0;
    letter < 6;
    letter += 1, rest = Math.floor(rest / LETTERS.length)
  ) {
    word += LETTERS[rest % LETTERS.length];
  }
  return word;
}

/** A comment of the longest length, every word its own: the most text a comment adds to search. */
function longComment(seed: number): string {
  const words = Array.from({ length: LIMITS.commentLength / 8 }, (_value, index) =>
    uniqueWord(seed * 1000 + index),
  );
  return words.join(' ').padEnd(LIMITS.commentLength, '.');
}

/** Comments `from` to `from + count - 1` of the thread, written straight to the table. */
async function insertLongComments(from: number, count: number): Promise<void> {
  const authorId = await accountIdOf(database.db, 'player1');
  const seeds = Array.from({ length: count }, (_value, index) => from + index);
  await database.db
    .insertInto('comments')
    .values(
      seeds.map((seed) => ({
        ticket_id: ticketId,
        author_id: authorId,
        message: longComment(seed),
      })),
    )
    .execute();
}

/** Ids on the first page of the Support list searched for `text`, oldest ticket first. */
async function found(user: string, text: string): Promise<number[]> {
  const response = await listAs(portal, token(user), '/api/tickets', {
    searchFilter: text,
    sort: 'oldest',
  });
  if (response.status !== 200) throw new Error(response.text);
  return response.body.data.map((ticket: Ticket) => ticket._id);
}

beforeAll(async () => {
  ticketId = await createSupportTicket(portal, token('player1'), { title: 'Un hilo muy largo' });
  await insertLongComments(1, 200);
});

describe('a thread of long comments', () => {
  test('when a thread holds 200 comments of 4,096 characters, then a 201st is accepted', async () => {
    const response = await post(portal, token('player1'), '/comment', {
      ticketId,
      comment: longComment(201),
      staffOnly: false,
    });
    expect(response.status).toBe(200);
  });

  test('when a word is only in the 300th comment, then its creator and staff find the ticket by it', async () => {
    await insertLongComments(202, 98);
    await postComment(
      portal,
      token('player1'),
      ticketId,
      'Al final vi una zarigüeya; hedgehogs too',
    );
    for (const user of ['player1', 'staff1', 'admin1']) {
      expect(await found(user, 'zarigüeya')).toEqual([ticketId]);
      expect(await found(user, 'hedgehog')).toEqual([ticketId]);
    }
    expect(await found('player2', 'zarigüeya')).toEqual([]);
  });

  test('when a word is only in a staff-only note, then staff find the ticket by it and its creator never does', async () => {
    await postComment(portal, token('staff1'), ticketId, 'Sospecho del ornitorrinco', true);
    expect(await found('staff1', 'ornitorrinco')).toEqual([ticketId]);
    expect(await found('admin1', 'ornitorrinco')).toEqual([ticketId]);
    expect(await found('player1', 'ornitorrinco')).toEqual([]);
  });

  test('when the words are common (over 400 tickets), then the thread still matches them, tested ticket by ticket', async () => {
    const player2 = await accountIdOf(database.db, 'player2');
    await sql`insert into tickets (type, group_key, category_key, is_web, title, created_by)
      select 0, 'support', 'bug', true, 'Zarigüeya y ornitorrinco ' || n, ${player2}::int
      from generate_series(1, 450) n`.execute(database.db);
    for (const user of ['staff1', 'admin1']) {
      expect((await found(user, 'zarigüeya'))[0]).toBe(ticketId);
      expect((await found(user, 'ornitorrinco'))[0]).toBe(ticketId);
    }
    expect(await found('player1', 'zarigüeya')).toEqual([ticketId]);
    expect(await found('player1', 'ornitorrinco')).toEqual([]);
  });
});

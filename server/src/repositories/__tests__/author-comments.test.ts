import { sql } from 'kysely';
import { useDemoDatabase } from '../../testing/demo-portal';
import { countingStatements } from '../../testing/statement-counter';
import { insertAuthorComments } from '../tickets/author-comments-repository';
import { startWait } from '../tickets/ticket-waits-repository';

let ticketId: number;
let staffId: number;

const database = useDemoDatabase();

beforeAll(async () => {
  const ticket = await database.db
    .selectFrom('tickets')
    .select(['id', 'category_key'])
    .where('closed_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  ticketId = ticket.id;
  const staff = await database.db
    .selectFrom('accounts')
    .select('id')
    .where('username', '=', 'staff1')
    .executeTakeFirstOrThrow();
  staffId = staff.id;
  await database.db.deleteFrom('ticket_waits').where('ticket_id', '=', ticketId).execute();
  await startWait(database.db, ticketId, ticket.category_key, new Date(Date.now() - 60_000));
});

async function ticketState() {
  const ticket = await database.db
    .selectFrom('tickets')
    .select(['comments_count', 'last_comment_at'])
    .where('id', '=', ticketId)
    .executeTakeFirstOrThrow();
  const wait = await database.db
    .selectFrom('ticket_waits')
    .select(['answered_at', 'answered_by'])
    .where('ticket_id', '=', ticketId)
    .executeTakeFirstOrThrow();
  const read = await database.db
    .selectFrom('ticket_reads')
    .select('read_count')
    .where('ticket_id', '=', ticketId)
    .where('account_id', '=', staffId)
    .executeTakeFirst();
  return { ticket, wait, readCount: read?.read_count };
}

/** The outbox's events and the webhook announcements of the given comments. */
async function eventsOf(commentIds: readonly number[]) {
  const outbox = await database.db
    .selectFrom('live_outbox')
    .select([sql<string>`id::text`.as('id'), 'event', 'ticket_id', 'comment_id', 'claimed_until'])
    .where('comment_id', 'in', [...commentIds])
    .orderBy('id')
    .execute();
  const announced = await database.db
    .selectFrom('webhook_events')
    .select(['event', 'ticket_id', 'comment_id'])
    .where('comment_id', 'in', [...commentIds])
    .orderBy('id')
    .execute();
  return { outbox, announced };
}

const draft = (message: string, staffOnly: boolean, at: Date) => ({
  ticket_id: ticketId,
  author_id: staffId,
  message,
  staff_only: staffOnly,
  created_at: at,
  ai_generated: false,
  ai_response_id: null,
});

describe('insertAuthorComments', () => {
  test('when staff write a staff-only note, then only the note, their read mark, its live event and its announcement are written, in one statement', async () => {
    const before = await ticketState();
    const { db, counted } = countingStatements(database.db);
    const { rows, events } = await insertAuthorComments(db, {
      ticketId,
      authorId: staffId,
      comments: [draft('Nota interna', true, new Date())],
      published: undefined,
      answersWaitAt: undefined,
    });
    expect(counted.statements).toBe(1);
    expect(rows.map((row) => [row.message, row.staff_only])).toEqual([['Nota interna', true]]);
    const after = await ticketState();
    expect(after.ticket).toEqual(before.ticket);
    expect(after.wait).toEqual({ answered_at: null, answered_by: null });
    expect(after.readCount).toBe(before.ticket.comments_count);
    const commentId = rows[0]?.id ?? 0;
    const { outbox, announced } = await eventsOf([commentId]);
    expect(events).toEqual([
      { id: outbox[0]?.id, event: 'comment-created', ticketId, commentId, staffOnly: false },
    ]);
    expect(outbox[0]?.claimed_until.getTime()).toBeGreaterThan(Date.now());
    expect(announced).toEqual([{ event: 'comment', ticket_id: ticketId, comment_id: commentId }]);
  });

  test('when staff answer with two public comments, then the rows, the sort keys, the wait, the read mark, their live events and announcements are written together in one statement', async () => {
    const before = await ticketState();
    const first = new Date(Math.max(Date.now(), before.ticket.last_comment_at.getTime()) + 1_000);
    const second = new Date(first.getTime() + 1_000);
    const { db, counted } = countingStatements(database.db);
    const { rows, events } = await insertAuthorComments(db, {
      ticketId,
      authorId: staffId,
      comments: [draft('Primera', false, first), draft('Segunda', false, second)],
      published: { count: 2, latest: second },
      answersWaitAt: first,
    });
    expect(counted.statements).toBe(1);
    expect(rows.map((row) => row.message)).toEqual(['Primera', 'Segunda']);
    expect(rows[0]?.id).toBeLessThan(rows[1]?.id ?? 0);
    const after = await ticketState();
    expect(after.ticket).toEqual({
      comments_count: before.ticket.comments_count + 2,
      last_comment_at: second,
    });
    expect(after.wait).toEqual({ answered_at: first, answered_by: staffId });
    expect(after.readCount).toBe(before.ticket.comments_count + 2);
    const ids = rows.map((row) => row.id);
    const { outbox, announced } = await eventsOf(ids);
    expect(events).toEqual(
      outbox.map(({ id, comment_id }) => ({
        id,
        event: 'comment-created',
        ticketId,
        commentId: comment_id,
        staffOnly: false,
      })),
    );
    expect(outbox.map((event) => event.comment_id)).toEqual(ids);
    expect(announced.map((source) => source.comment_id)).toEqual(ids);
  });
});

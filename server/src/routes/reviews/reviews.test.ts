import { LIMITS } from '@portal/shared/contract';
import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { get, post, postComment } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'player2', 'staff1'], (demo) => {
  ({ database, portal, token } = demo);
});

/** A support ticket with `comments` public comments, closed by staff1 when `close` is set. */
async function ticketWith(comments: number, close: boolean): Promise<number> {
  const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Reseña' });
  for (let index = 0; index < comments; index += 1) {
    await postComment(portal, token('player1'), ticketId, `comentario ${index}`);
  }
  if (close) {
    await post(portal, token('staff1'), '/takeTicket', { ticketId });
    await post(portal, token('staff1'), '/closeTicket', { ticketId });
  }
  return ticketId;
}

const review = (as: string, body: object) => post(portal, token(as), '/review', body);

describe('POST /api/review', () => {
  test('when the creator reviews a closed ticket, then it is stored once and reviewed becomes true', async () => {
    const ticketId = await ticketWith(1, true);
    const response = await review('player1', { ticketId, points: 5, comment: 'Muy rápido' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      ticketId,
      points: 5,
      comment: 'Muy rápido',
      group: 'support',
      reviewer: { isStaff: false },
    });
    expect((await get(portal, token('player1'), `/getTicket/${ticketId}`)).body.reviewed).toBe(
      true,
    );
    const again = await review('player1', { ticketId, points: 4, comment: 'Otra' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('review.alreadyReviewed');
  });

  test('when the ticket is still open, then it is refused', async () => {
    const ticketId = await ticketWith(2, false);
    const response = await review('player1', { ticketId, points: 3, comment: 'Pronto' });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('review.ticketOpen');
  });

  test('when the thread has fewer than 2 comments, then it is refused', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'), { title: 'Sin hilo' });
    await post(portal, token('staff1'), '/takeTicket', { ticketId });
    await database.db
      .updateTable('tickets')
      .set({ status: 1 })
      .where('id', '=', ticketId)
      .execute();
    const response = await review('player1', { ticketId, points: 3, comment: 'Vacío' });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('review.tooFewComments');
  });

  test('when someone else reviews, then staff get a 403 and other players a 404', async () => {
    const ticketId = await ticketWith(1, true);
    expect((await review('staff1', { ticketId, points: 3, comment: 'x' })).status).toBe(403);
    expect((await review('player2', { ticketId, points: 3, comment: 'x' })).status).toBe(404);
  });

  test.each([
    ['0 points', { points: 0, comment: 'ok' }],
    ['6 points', { points: 6, comment: 'ok' }],
    ['2.5 points', { points: 2.5, comment: 'ok' }],
    ['an empty comment', { points: 3, comment: ' ' }],
    ['a 513-character comment', { points: 3, comment: 'x'.repeat(LIMITS.reviewCommentLength + 1) }],
  ])('when the review has %s, then it is a 400 and nothing is stored', async (_label, body) => {
    const ticketId = await ticketWith(1, true);
    expect((await review('player1', { ticketId, ...body })).status).toBe(400);
    expect((await get(portal, token('player1'), `/getTicket/${ticketId}`)).body.reviewed).toBe(
      false,
    );
  });

  test('when the review has 1 point and a 512-character comment, then it is accepted', async () => {
    const ticketId = await ticketWith(1, true);
    const response = await review('player1', {
      ticketId,
      points: 1,
      comment: 'x'.repeat(LIMITS.reviewCommentLength),
    });
    expect(response.status).toBe(200);
  });
});

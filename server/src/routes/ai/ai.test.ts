import type { AutomaticResponse, TicketComment } from '@portal/shared/contract';
import { apiErrorSchema, automaticResponseSchema } from '@portal/shared/contract/schemas';
import { createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { recordEvents } from '../../testing/socket-helpers';
import {
  accountIdOf,
  createReport,
  post,
  postComment,
  threadOf,
} from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(
  ['player1', 'player2', 'player3', 'staff1', 'staff2', 'supervisor1', 'admin1'],
  (demo) => {
    ({ database, portal, token } = demo);
  },
);

const ACCOUNT = {
  category: 'account',
  inputFields: {
    'Correo de la cuenta': 'l@example.com',
    Descripción: 'No puedo entrar desde ayer',
  },
};
const PAST_ANSWER = 'Te hemos enviado un enlace para restablecer la contraseña; revisa tu correo.';

/** A support ticket of the account category answered by staff and closed: the history. */
async function closedWithAnswer(title: string, answer: string): Promise<number> {
  const ticketId = await createSupportTicket(portal, token('player2'), { ...ACCOUNT, title });
  await postComment(portal, token('staff1'), ticketId, answer);
  const closed = await post(portal, token('staff1'), '/closeTicket', { ticketId });
  if (closed.status !== 200) throw new Error(`Not closed: ${closed.text}`);
  return ticketId;
}

/** A new account ticket by player1 with one comment; returns both ids. */
async function askingTicket(message = 'Olvidé la contraseña y no me llega el correo') {
  const ticketId = await createSupportTicket(portal, token('player1'), {
    ...ACCOUNT,
    title: 'Contraseña olvidada',
  });
  const comment = await postComment(portal, token('player1'), ticketId, message);
  return { ticketId, commentId: comment._id };
}

async function suggestions(as: string, ticketId: number, commentId: number) {
  const response = await post(portal, token(as), '/ai', { ticketId, commentId });
  if (response.status !== 200) throw new Error(`No suggestions: ${response.text}`);
  return response.body as AutomaticResponse[];
}

function responseRow(id: number) {
  return database.db
    .selectFrom('ai_responses')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

function commentRow(id: number) {
  return database.db
    .selectFrom('comments')
    .select(['ai_generated', 'ai_response_id', 'staff_only', 'message', 'author_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

let pastTicket: number;

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('The condition never held');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  pastTicket = await closedWithAnswer('No recibo el correo para la contraseña', PAST_ANSWER);
});

describe('POST /api/ai (suggestions)', () => {
  test('when staff on the ticket ask about a comment, then retrieval suggests the past answer first, then the canned answers, each stored with its source', async () => {
    const { ticketId, commentId } = await askingTicket();
    const answer = await suggestions('staff1', ticketId, commentId);
    for (const item of answer) expect(automaticResponseSchema.parse(item)).toEqual(item);
    expect(answer[0]).toMatchObject({
      response: PAST_ANSWER,
      ratings: {},
      source: {
        kind: 'ticket',
        ticketId: pastTicket,
        title: 'No recibo el correo para la contraseña',
      },
    });
    const canned = answer.filter((item) => item.source.kind === 'canned');
    expect(canned.map((item) => item.source)).toEqual(
      expect.arrayContaining([
        { kind: 'canned', title: 'Saludo' },
        { kind: 'canned', title: 'Cierre' },
      ]),
    );
    // staff1 administers the group: they see the creator's real name, and so does the answer.
    const greeting = canned.find(
      (item) => item.source.kind === 'canned' && item.source.title === 'Saludo',
    );
    expect(greeting?.response).toBe(
      'Hola Lucía Gómez, gracias por escribirnos sobre Cuenta en Soporte web. Lo revisamos ahora.',
    );
    const stored = await responseRow(answer[0]?._id ?? 0);
    expect(stored).toMatchObject({
      ticket_id: ticketId,
      source_comment_id: commentId,
      source_kind: 'ticket',
      source_ticket_id: pastTicket,
      requested_by: await accountIdOf(database.db, 'staff1'),
      accepted_at: null,
    });
  });

  test('when assigned staff who do not administer the group ask, then the reply greets the creator without the hash id they see', async () => {
    const { ticketId, commentId } = await askingTicket();
    // Only the group's staff are assigned through the API; one whose role was taken away after
    // being assigned keeps the ticket without administering the group.
    await database.db
      .insertInto('ticket_assignees')
      .values({ ticket_id: ticketId, account_id: await accountIdOf(database.db, 'staff2') })
      .execute();
    const answer = await suggestions('staff2', ticketId, commentId);
    const greeting = answer.find(
      (item) => item.source.kind === 'canned' && item.source.title === 'Saludo',
    );
    const creator = (await threadOf(portal, token('staff2'), ticketId))[0]?.createdBy;
    expect(creator?.name).toBeUndefined();
    expect(greeting?.response).toBe(
      'Hola, gracias por escribirnos sobre Cuenta en Soporte web. Lo revisamos ahora.',
    );
  });

  test('when an admin asks on a report, then the reply thanks the reporter by neither name nor hash id: the accused reads the comment too', async () => {
    const ticketId = await createReport(portal, token('player1'));
    const comment = await postComment(portal, token('player1'), ticketId, 'Lo vi con aimbot');
    const answer = await suggestions('admin1', ticketId, comment._id);
    const received = answer.find((item) => item.source.kind === 'canned');
    expect(received?.response).toBe('Gracias, revisamos tu reporte de Trampas y las pruebas.');
    for (const item of answer) {
      expect(item.response).not.toContain('Lucía');
      expect(item.response).not.toMatch(/[0-9a-f]{16}/);
    }
  });

  test('when a player asks, then it is a 403 before anything is read', async () => {
    const { ticketId, commentId } = await askingTicket();
    const response = await post(portal, token('player1'), '/ai', { ticketId, commentId });
    expect(response.status).toBe(403);
    expect(apiErrorSchema.parse(response.body).code).toBe('ai.staffOnly');
    const refused = await post(portal, token('player1'), '/ai', { ticketId: 'x' });
    expect(refused.status).toBe(403);
  });

  test('when staff of another group ask, then the ticket answers like a missing one', async () => {
    const { ticketId, commentId } = await askingTicket();
    const response = await post(portal, token('staff2'), '/ai', { ticketId, commentId });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('comment.notFound');
  });

  test('when the comment belongs to another ticket, then it is a 404 and nothing is stored', async () => {
    const first = await askingTicket();
    const second = await askingTicket();
    const before = await database.db.selectFrom('ai_responses').select('id').execute();
    const response = await post(portal, token('staff1'), '/ai', {
      ticketId: first.ticketId,
      commentId: second.commentId,
    });
    expect(response.status).toBe(404);
    expect(await database.db.selectFrom('ai_responses').select('id').execute()).toEqual(before);
  });

  test('when the ticket is closed, then no reply is suggested (422)', async () => {
    const { ticketId, commentId } = await askingTicket();
    await post(portal, token('staff1'), '/closeTicket', { ticketId });
    const response = await post(portal, token('staff1'), '/ai', { ticketId, commentId });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('ticket.closed');
  });

  test('when staff are the accused of a report, then they get no suggestions there (403)', async () => {
    const ticketId = await createReport(portal, token('player1'), { reportAccused: 'staff2' });
    const comment = await postComment(portal, token('player1'), ticketId, 'Lo vi hacer trampas');
    const response = await post(portal, token('staff2'), '/ai', {
      ticketId,
      commentId: comment._id,
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('ai.staffOnly');
  });
});

describe('POST /api/ai/accept', () => {
  test('when staff send a suggestion unchanged, then it is posted like their own comment: taken first, AI-generated, wait answered, read, live', async () => {
    const { ticketId, commentId } = await askingTicket();
    const [first] = await suggestions('staff1', ticketId, commentId);
    const socket = await portal.connect(token('player1'));
    const events = recordEvents(socket);
    const response = await post(portal, token('staff1'), '/ai/accept', {
      ticketId,
      responseId: first?._id,
    });
    expect(response.status).toBe(200);
    const posted = response.body as TicketComment;
    expect(posted).toMatchObject({ message: PAST_ANSWER, aiGenerated: true, staffOnly: false });
    expect(await commentRow(posted._id)).toMatchObject({
      ai_generated: true,
      ai_response_id: first?._id,
    });

    const staff1 = await accountIdOf(database.db, 'staff1');
    const thread = await threadOf(portal, token('player1'), ticketId);
    expect(thread.map((item) => item.action)).toEqual(['', 'take', '']);
    expect(thread.at(-1)).toMatchObject({ aiGenerated: true, message: PAST_ANSWER });
    const wait = await database.db
      .selectFrom('ticket_waits')
      .select(['answered_by', 'answered_at'])
      .where('ticket_id', '=', ticketId)
      .executeTakeFirstOrThrow();
    expect(wait.answered_by).toBe(staff1);
    expect(wait.answered_at?.getTime()).toBe(posted.timestamp);
    const read = await database.db
      .selectFrom('ticket_reads')
      .innerJoin('tickets', 'tickets.id', 'ticket_reads.ticket_id')
      .select(['read_count', 'comments_count'])
      .where('ticket_id', '=', ticketId)
      .where('account_id', '=', staff1)
      .executeTakeFirstOrThrow();
    expect(read.read_count).toBe(read.comments_count);
    await waitFor(() => events.comments.length >= 2);
    expect(
      events.comments.map((event) => [event.comment.action, event.comment.aiGenerated]),
    ).toEqual([
      ['take', false],
      ['', true],
    ]);
    expect(events.comments[1]?.comment._id).toBe(posted._id);
    const stored = await responseRow(first?._id ?? 0);
    expect(stored.accepted_by).toBe(staff1);
    expect(stored.accepted_at?.getTime()).toBe(posted.timestamp);
    expect(stored.sent_edited).toBe(false);
  });

  test('when the same suggestion is sent twice, then the second is refused (409) and nothing is posted', async () => {
    const { ticketId, commentId } = await askingTicket();
    const [first] = await suggestions('staff1', ticketId, commentId);
    const body = { ticketId, responseId: first?._id };
    expect((await post(portal, token('staff1'), '/ai/accept', body)).status).toBe(200);
    const before = (await threadOf(portal, token('staff1'), ticketId)).length;
    const again = await post(portal, token('staff1'), '/ai/accept', body);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ai.alreadySent');
    expect((await threadOf(portal, token('staff1'), ticketId)).length).toBe(before);
  });

  test('when a sent suggestion is opened for editing, then it is refused (409) like a second send', async () => {
    const { ticketId, commentId } = await askingTicket();
    const [first] = await suggestions('staff1', ticketId, commentId);
    await post(portal, token('staff1'), '/ai/accept', { ticketId, responseId: first?._id });
    const edit = await post(portal, token('staff1'), '/ai/accept-edit', { responseId: first?._id });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('ai.alreadySent');
    expect((await responseRow(first?._id ?? 0)).edit_started_at).toBeNull();
  });

  test("when the suggestion is another ticket's, then it is a 404 and nothing is posted", async () => {
    const one = await askingTicket();
    const other = await askingTicket();
    const [foreign] = await suggestions('staff1', other.ticketId, other.commentId);
    const response = await post(portal, token('staff1'), '/ai/accept', {
      ticketId: one.ticketId,
      responseId: foreign?._id,
    });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('ai.responseNotFound');
    expect((await threadOf(portal, token('staff1'), one.ticketId)).length).toBe(1);
    expect((await responseRow(foreign?._id ?? 0)).accepted_at).toBeNull();
  });

  test('when a player or staff of another group send it, then it is refused and nothing is posted', async () => {
    const { ticketId, commentId } = await askingTicket();
    const [first] = await suggestions('staff1', ticketId, commentId);
    const body = { ticketId, responseId: first?._id };
    expect((await post(portal, token('player1'), '/ai/accept', body)).status).toBe(403);
    expect((await post(portal, token('staff2'), '/ai/accept', body)).status).toBe(404);
    expect((await threadOf(portal, token('player1'), ticketId)).length).toBe(1);
  });
});

describe('POST /api/ai/accept-edit and /api/ai/comment', () => {
  test('when staff open a suggestion for editing and send their edited words, then the comment is theirs (not AI-generated) yet linked to it', async () => {
    const { ticketId, commentId } = await askingTicket();
    const [first] = await suggestions('staff1', ticketId, commentId);
    const opened = await post(portal, token('staff1'), '/ai/accept-edit', {
      responseId: first?._id,
    });
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ ok: true });
    const editStarted = (await responseRow(first?._id ?? 0)).edit_started_at;
    expect(editStarted).not.toBeNull();
    await post(portal, token('staff1'), '/ai/accept-edit', { responseId: first?._id });
    expect((await responseRow(first?._id ?? 0)).edit_started_at).toEqual(editStarted);

    const response = await post(portal, token('staff1'), '/ai/comment', {
      ticketId,
      comment: `${PAST_ANSWER} Si no llega en 10 minutos, mira en spam.`,
      staffOnly: false,
      responseId: first?._id,
      editedResponse: true,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ aiGenerated: false });
    const row = await commentRow((response.body as TicketComment)._id);
    expect(row).toMatchObject({ ai_generated: false, ai_response_id: first?._id });
    expect((await responseRow(first?._id ?? 0)).sent_edited).toBe(true);
  });

  test('when staff send the suggestion through /ai/comment unchanged, then it is AI-generated; changed words with editedResponse false still count as edited', async () => {
    const { ticketId, commentId } = await askingTicket();
    const [first, second] = await suggestions('staff1', ticketId, commentId);
    const unchanged = await post(portal, token('staff1'), '/ai/comment', {
      ticketId,
      comment: first?.response,
      responseId: first?._id,
    });
    expect(unchanged.body).toMatchObject({ aiGenerated: true });
    const changed = await post(portal, token('staff1'), '/ai/comment', {
      ticketId,
      comment: 'Otra cosa distinta.',
      responseId: second?._id,
      editedResponse: false,
    });
    expect(changed.body).toMatchObject({ aiGenerated: false });
    expect((await responseRow(second?._id ?? 0)).sent_edited).toBe(true);
  });

  test('when staff send it as a staff-only note, then it stays a note and no wait is answered', async () => {
    const { ticketId, commentId } = await askingTicket();
    const [first] = await suggestions('staff1', ticketId, commentId);
    const response = await post(portal, token('staff1'), '/ai/comment', {
      ticketId,
      comment: 'Nota a partir de la sugerencia',
      staffOnly: true,
      responseId: first?._id,
      editedResponse: true,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ staffOnly: true });
    const thread = await threadOf(portal, token('player1'), ticketId);
    expect(thread.map((item) => item.message)).not.toContain('Nota a partir de la sugerencia');
  });

  test('when a player or staff of another group call them, then they are refused', async () => {
    const { ticketId, commentId } = await askingTicket();
    const [first] = await suggestions('staff1', ticketId, commentId);
    const edit = { responseId: first?._id };
    expect((await post(portal, token('player1'), '/ai/accept-edit', edit)).status).toBe(403);
    const foreign = await post(portal, token('staff2'), '/ai/accept-edit', edit);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('ai.responseNotFound');
    const body = { ticketId, comment: 'Hola', responseId: first?._id, editedResponse: true };
    expect((await post(portal, token('player1'), '/ai/comment', body)).status).toBe(403);
    expect((await post(portal, token('staff2'), '/ai/comment', body)).status).toBe(404);
    expect((await responseRow(first?._id ?? 0)).edit_started_at).toBeNull();
  });
});

describe('POST /api/ai/rate', () => {
  async function aiComment(): Promise<{ ticketId: number; commentId: number; responseId: number }> {
    const { ticketId, commentId } = await askingTicket();
    const [first] = await suggestions('supervisor1', ticketId, commentId);
    const response = await post(portal, token('supervisor1'), '/ai/accept', {
      ticketId,
      responseId: first?._id,
    });
    return {
      ticketId,
      commentId: (response.body as TicketComment)._id,
      responseId: first?._id ?? 0,
    };
  }

  function ratings(responseId: number) {
    return database.db
      .selectFrom('ai_response_ratings')
      .select(['account_id', 'helpful'])
      .where('response_id', '=', responseId)
      .execute();
  }

  test('when staff of power 2 rate, then it is a 403 and nothing is stored', async () => {
    const { commentId, responseId, ticketId } = await aiComment();
    await post(portal, token('admin1'), '/assignUser', {
      ticketId,
      userId: await accountIdOf(database.db, 'staff1'),
    });
    const response = await post(portal, token('staff1'), '/ai/rate', { commentId, helpful: true });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('ai.rateNotAllowed');
    expect(await ratings(responseId)).toEqual([]);
  });

  test('when staff above power 2 rate an AI comment, then the rating is kept and a second one replaces it', async () => {
    const { commentId, responseId } = await aiComment();
    const rate = (helpful: boolean) =>
      post(portal, token('supervisor1'), '/ai/rate', { commentId, helpful });
    expect((await rate(true)).body).toEqual({ ok: true });
    expect((await rate(false)).status).toBe(200);
    const supervisor = await accountIdOf(database.db, 'supervisor1');
    expect(await ratings(responseId)).toEqual([{ account_id: supervisor, helpful: false }]);
    expect(
      (await post(portal, token('admin1'), '/ai/rate', { commentId, helpful: true })).status,
    ).toBe(200);
    expect(await ratings(responseId)).toHaveLength(2);
  });

  test('when staff of power 3 (just above 2) rate, then the rating is kept', async () => {
    const { commentId, responseId, ticketId } = await aiComment();
    const staff1 = await accountIdOf(database.db, 'staff1');
    await post(portal, token('admin1'), '/assignUser', { ticketId, userId: staff1 });
    await database.db.updateTable('accounts').set({ power: 3 }).where('id', '=', staff1).execute();
    try {
      // A new session: the one signed in before keeps the power it was read with for a while.
      const response = await post(portal, await portal.logIn('staff1'), '/ai/rate', {
        commentId,
        helpful: true,
      });
      expect(response.status).toBe(200);
      expect(await ratings(responseId)).toEqual([{ account_id: staff1, helpful: true }]);
    } finally {
      await database.db
        .updateTable('accounts')
        .set({ power: 2 })
        .where('id', '=', staff1)
        .execute();
    }
  });

  test('when the comment is no AI comment, then it is a 422', async () => {
    const { ticketId } = await askingTicket();
    const own = await postComment(portal, token('supervisor1'), ticketId, 'Escrito a mano');
    const response = await post(portal, token('supervisor1'), '/ai/rate', {
      commentId: own._id,
      helpful: true,
    });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe('ai.notAiComment');
  });

  test('when a player or staff who cannot see the ticket rate, then they are refused', async () => {
    const { commentId, responseId } = await aiComment();
    expect(
      (await post(portal, token('player1'), '/ai/rate', { commentId, helpful: true })).status,
    ).toBe(403);
    const hidden = await post(portal, token('staff2'), '/ai/rate', { commentId, helpful: true });
    expect(hidden.status).toBe(404);
    expect(await ratings(responseId)).toEqual([]);
  });
});

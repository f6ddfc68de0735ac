import {
  type AutomaticResponse,
  ERROR_CODES,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_HOURS,
} from '@portal/shared/contract';
import { apiErrorSchema } from '@portal/shared/contract/schemas';
import { sql } from 'kysely';
import { deleteExpiredIdempotentRequests } from '../../repositories/idempotent-requests-repository';
import { bearer, createSupportTicket } from '../../testing/api-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import { accountIdOf, post, postComment } from '../../testing/state-helpers';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';
import { ANSWER_WAIT_MS } from '../idempotent-answer';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'player2', 'staff1', 'admin1'], (demo) => {
  ({ database, portal, token } = demo);
});

let keys = 0;
/** A key no other test of this file uses. */
const freshKey = () => `test-key-${++keys}-${Date.now()}`;

function keyed(as: string, path: string, key: string, body: object) {
  return portal.api
    .post(`/api${path}`)
    .set(...bearer(token(as)))
    .set(IDEMPOTENCY_HEADER, key)
    .send(body);
}

async function countRows(
  table: 'tickets' | 'comments' | 'reviews' | 'access_tokens' | 'incidents' | 'incident_entries',
): Promise<number> {
  const row = await database.db
    .selectFrom(table)
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'integer').as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

async function keyRows(key: string) {
  return database.db.selectFrom('idempotent_requests').selectAll().where('key', '=', key).execute();
}

/** Sends the same keyed request twice; checks that the second wrote nothing and answered alike. */
async function sentTwice(
  as: string,
  path: string,
  body: object,
  table: Parameters<typeof countRows>[0],
) {
  const key = freshKey();
  const before = await countRows(table);
  const first = await keyed(as, path, key, body);
  expect(first.status).toBe(200);
  const written = await countRows(table);
  expect(written).toBeGreaterThan(before);
  const second = await keyed(as, path, key, body);
  expect(await countRows(table)).toBe(written);
  return { first, second, key };
}

const ticketBody = {
  type: 0,
  group: 'support',
  category: 'bug',
  title: 'Reintento',
  inputFields: { Descripción: 'No puedo entrar desde ayer' },
};

describe('POST /api/comment with an Idempotency-Key', () => {
  test('when the same keyed comment is sent twice, then one comment is written and both answers are the same', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'));
    const { first, second } = await sentTwice(
      'player1',
      '/comment',
      { ticketId, comment: 'Sigue sin cargar' },
      'comments',
    );
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
  });

  test('when the repeat leaves a default out or orders its fields differently, then it is still the same request', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'));
    const key = freshKey();
    const before = await countRows('comments');
    const first = await keyed('player1', '/comment', key, { ticketId, comment: 'Hola' });
    const second = await keyed('player1', '/comment', key, {
      staffOnly: false,
      comment: 'Hola',
      ticketId,
    });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    expect(await countRows('comments')).toBe(before + 1);
  });

  test('when the key is reused with a different body, then it is refused with idempotency.keyReused and nothing is written', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'));
    const key = freshKey();
    expect((await keyed('player1', '/comment', key, { ticketId, comment: 'Uno' })).status).toBe(
      200,
    );
    const before = await countRows('comments');
    const reused = await keyed('player1', '/comment', key, { ticketId, comment: 'Dos' });
    expect(reused.status).toBe(422);
    expect(apiErrorSchema.parse(reused.body)).toMatchObject({
      code: ERROR_CODES.idempotencyKeyReused,
      error: 'This idempotency key was already used for a different request.',
    });
    expect(await countRows('comments')).toBe(before);
  });

  test('when the key is reused on another call, then it is refused with idempotency.keyReused', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'));
    const key = freshKey();
    expect((await keyed('player1', '/comment', key, { ticketId, comment: 'Uno' })).status).toBe(
      200,
    );
    const before = await countRows('tickets');
    const reused = await keyed('player1', '/ticket', key, ticketBody);
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe(ERROR_CODES.idempotencyKeyReused);
    expect(await countRows('tickets')).toBe(before);
  });

  test('when no key is sent, then each request writes as before', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'));
    const before = await countRows('comments');
    await postComment(portal, token('player1'), ticketId, 'Otra vez');
    await postComment(portal, token('player1'), ticketId, 'Otra vez');
    expect(await countRows('comments')).toBe(before + 2);
  });

  test('when two accounts use the same key, then each gets its own comment', async () => {
    const key = freshKey();
    const own = await createSupportTicket(portal, token('player1'));
    const other = await createSupportTicket(portal, token('player2'));
    const before = await countRows('comments');
    const first = await keyed('player1', '/comment', key, { ticketId: own, comment: 'Hola' });
    const second = await keyed('player2', '/comment', key, { ticketId: other, comment: 'Hola' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body._id).not.toBe(first.body._id);
    expect(await countRows('comments')).toBe(before + 2);
  });

  test('when the twin of a keyed request arrives while the first still runs, then it waits and answers the same, with one comment', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'));
    const key = freshKey();
    const before = await countRows('comments');
    const body = { ticketId, comment: 'A la vez' };
    const [first, second] = await Promise.all([
      keyed('player1', '/comment', key, body),
      keyed('player1', '/comment', key, body),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    expect(await countRows('comments')).toBe(before + 1);
  });

  test('when a keyed request is refused, then its key is not kept and a corrected request may use it', async () => {
    const key = freshKey();
    const refused = await keyed('player1', '/comment', key, { ticketId: 999999, comment: 'Hola' });
    expect(refused.status).toBe(404);
    expect(await keyRows(key)).toEqual([]);
    const ticketId = await createSupportTicket(portal, token('player1'));
    expect((await keyed('player1', '/comment', key, { ticketId, comment: 'Hola' })).status).toBe(
      200,
    );
  });

  test('when the key is written in the comment’s transaction but its answer never was (the instance died), then a retry writes nothing and is told so with idempotency.answerLost', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'));
    const key = freshKey();
    const body = { ticketId, comment: 'Se cortó' };
    expect((await keyed('player1', '/comment', key, body)).status).toBe(200);
    // What a crash between commit and answer leaves: the claim, without its answer.
    await database.db
      .updateTable('idempotent_requests')
      .set({ status: null, body: null })
      .where('key', '=', key)
      .execute();
    const before = await countRows('comments');
    const started = Date.now();
    const retry = await keyed('player1', '/comment', key, body);
    expect(retry.status).toBe(409);
    expect(retry.body.code).toBe(ERROR_CODES.idempotencyAnswerLost);
    expect(Date.now() - started).toBeGreaterThanOrEqual(ANSWER_WAIT_MS - 100);
    expect(await countRows('comments')).toBe(before);
  });

  test.each([
    ['longer than 255 characters', 'k'.repeat(256)],
    ['with a control character', 'a\tb'],
    ['empty', ''],
  ])(
    'when the key is %s, then it is refused with idempotency.keyInvalid and nothing is written',
    async (_kind, key) => {
      const ticketId = await createSupportTicket(portal, token('player1'));
      const before = await countRows('comments');
      const response = await keyed('player1', '/comment', key, { ticketId, comment: 'Hola' });
      expect(response.status).toBe(400);
      expect(apiErrorSchema.parse(response.body)).toMatchObject({
        code: ERROR_CODES.idempotencyKeyInvalid,
        error: 'The Idempotency-Key header must have 1 to 255 printable characters.',
      });
      expect(await countRows('comments')).toBe(before);
    },
  );

  test(`when a key is older than ${IDEMPOTENCY_KEY_HOURS} hours, then it is a new request and the sweep deletes such keys`, async () => {
    const ticketId = await createSupportTicket(portal, token('player1'));
    const key = freshKey();
    const body = { ticketId, comment: 'Ayer' };
    expect((await keyed('player1', '/comment', key, body)).status).toBe(200);
    const old = sql<Date>`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS + 1})`;
    const age = () =>
      database.db
        .updateTable('idempotent_requests')
        .set({ created_at: old })
        .where('key', '=', key)
        .execute();
    await age();
    const before = await countRows('comments');
    expect((await keyed('player1', '/comment', key, body)).status).toBe(200);
    expect(await countRows('comments')).toBe(before + 1);
    await age();
    expect(await deleteExpiredIdempotentRequests(database.db)).toBeGreaterThanOrEqual(1);
    expect(await keyRows(key)).toEqual([]);
  });
});

describe('the other creating calls with an Idempotency-Key', () => {
  test('when a keyed ticket is sent twice, then one ticket is opened and both answers name it', async () => {
    const { first, second } = await sentTwice('player1', '/ticket', ticketBody, 'tickets');
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
  });

  test('when a keyed report is sent twice, then one report is opened', async () => {
    const report = {
      type: 1,
      group: 'reports',
      category: 'cheating',
      title: 'Reporte repetido',
      inputFields: {},
      reportAccused: 'player2',
      brokenRules: ['aimbot'],
      secondaryRules: [],
      description: 'Lo vi usando aimbot.',
      inFraganti: true,
      attachments: ['https://example.com/captura.png'],
    };
    const { first, second } = await sentTwice('player1', '/ticket', report, 'tickets');
    expect(second.body).toEqual(first.body);
  });

  test('when a keyed review is sent twice, then it is stored once and the repeat answers it again instead of 409', async () => {
    const ticketId = await createSupportTicket(portal, token('player1'));
    await postComment(portal, token('player1'), ticketId, 'Detalle');
    await post(portal, token('staff1'), '/takeTicket', { ticketId });
    await post(portal, token('staff1'), '/closeTicket', { ticketId });
    const { first, second } = await sentTwice(
      'player1',
      '/review',
      { ticketId, points: 5, comment: 'Rápido' },
      'reviews',
    );
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
  });

  test('when a keyed access token is created twice, then one token exists and the repeat is told its secret is shown once', async () => {
    const body = { name: 'Bot repetido', endpoints: ['/me'], permissions: ['read'] };
    const { first, second, key } = await sentTwice(
      'admin1',
      '/tokens/create',
      body,
      'access_tokens',
    );
    expect(first.body.token).toMatch(/^tp_/);
    expect(second.status).toBe(410);
    expect(second.body.code).toBe(ERROR_CODES.tokenSecretShownOnce);
    // The secret is kept only as a hash: never in the stored answer either.
    expect(JSON.stringify((await keyRows(key))[0]?.body)).not.toContain(first.body.token);
  });

  test('when a keyed incident and a keyed entry are sent twice, then each is written once', async () => {
    const incident = await sentTwice(
      'admin1',
      '/incidents',
      { title: 'Caída', description: 'La web no responde' },
      'incidents',
    );
    expect(incident.second.body).toEqual(incident.first.body);
    const entry = await sentTwice(
      'admin1',
      `/incidents/${incident.first.body._id}/entries`,
      { author: 'admin1', message: 'Reiniciado' },
      'incident_entries',
    );
    expect(entry.second.body).toEqual(entry.first.body);
  });

  test('when a keyed AI suggestion is accepted twice, then one comment is written and the repeat answers it instead of ai.alreadySent', async () => {
    const account = {
      category: 'account',
      inputFields: { 'Correo de la cuenta': 'l@e.com', Descripción: 'No puedo entrar desde ayer' },
    };
    const past = await createSupportTicket(portal, token('player2'), {
      ...account,
      title: 'Olvidé la contraseña',
    });
    await postComment(portal, token('staff1'), past, 'Te hemos enviado un enlace a tu correo.');
    await post(portal, token('staff1'), '/closeTicket', { ticketId: past });
    const ticketId = await createSupportTicket(portal, token('player1'), {
      ...account,
      title: 'Contraseña olvidada',
    });
    const asked = await postComment(portal, token('player1'), ticketId, 'No me llega el correo');
    const suggested = await post(portal, token('staff1'), '/ai', {
      ticketId,
      commentId: asked._id,
    });
    const [suggestion] = suggested.body as AutomaticResponse[];
    if (!suggestion) throw new Error(`No suggestion: ${suggested.text}`);
    const { first, second } = await sentTwice(
      'staff1',
      '/ai/accept',
      { ticketId, responseId: suggestion._id },
      'comments',
    );
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
  });

  test('when keys are recorded, then they belong to the account that sent them', async () => {
    const key = freshKey();
    await keyed('player2', '/ticket', key, ticketBody);
    const rows = await keyRows(key);
    expect(rows.map((row) => row.account_id)).toEqual([await accountIdOf(database.db, 'player2')]);
  });
});

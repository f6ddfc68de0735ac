import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../../db/connection';
import { bearer, ticketIdByTitle } from '../../testing/api-helpers';
import { nextComment, recordEvents, settle } from '../../testing/socket-helpers';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { seedTestDemo, startTestPortal, type TestPortal } from '../../testing/test-portal';

const REDIS_URL = process.env.REDIS_URL || undefined;
const describeWithRedis = REDIS_URL ? describe : describe.skip;
/** Each run talks on its own channels, so concurrent runs on one Redis never hear each other. */
const runPrefix = () => `portal-test-${randomBytes(6).toString('hex')}`;

describeWithRedis('live channel across instances (Redis adapter)', () => {
  let database: TestDatabase;
  let sibling: DatabaseHandle;
  let first: TestPortal;
  let second: TestPortal;
  let stranger: TestPortal;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedTestDemo(database.db);
    // With PGlite (one process) both instances share the handle; on PostgreSQL each has its pool.
    sibling = database.schema ? await database.openSibling() : database;
    const redisKeyPrefix = runPrefix();
    first = await startTestPortal(database.db, { redisUrl: REDIS_URL, redisKeyPrefix });
    second = await startTestPortal(sibling.db, { redisUrl: REDIS_URL, redisKeyPrefix });
    stranger = await startTestPortal(sibling.db, {
      redisUrl: REDIS_URL,
      redisKeyPrefix: runPrefix(),
    });
  });

  afterAll(async () => {
    await first.close();
    await second.close();
    await stranger.close();
    if (sibling !== database) await sibling.close();
    await database.close();
  });

  test('when a comment is posted on one instance, then a socket on the other receives it, and an instance with another key prefix does not', async () => {
    const ticketId = await ticketIdByTitle(database.db, 'No puedo entrar en mi cuenta');
    const playerOnSecond = await second.connect(await second.logIn('player1'));
    const outsiderOnSecond = recordEvents(await second.connect(await second.logIn('player2')));
    const playerOnStranger = recordEvents(await stranger.connect(await stranger.logIn('player1')));
    const arrived = nextComment(playerOnSecond);
    const staffToken = await first.logIn('staff1');
    const response = await first.api
      .post('/api/comment')
      .set(...bearer(staffToken))
      .send({ ticketId, comment: 'Desde la otra instancia' });
    expect(response.status).toBe(200);
    expect((await arrived).comment.message).toBe('Desde la otra instancia');
    await settle();
    expect(outsiderOnSecond.comments).toEqual([]);
    // Same database, same player, but another key prefix: another deployment (or test run).
    expect(playerOnStranger.comments).toEqual([]);
  });
});

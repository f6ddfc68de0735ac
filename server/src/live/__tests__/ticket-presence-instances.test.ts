import { randomBytes } from 'node:crypto';
import { LIVE_EVENTS } from '@portal/shared/contract';
import type { DatabaseHandle } from '../../db/connection';
import { ticketIdByTitle } from '../../testing/api-helpers';
import { namesOf, settle, watchPresence } from '../../testing/socket-helpers';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database';
import { seedTestDemo, startTestPortal, type TestPortal } from '../../testing/test-portal';

const REDIS_URL = process.env.REDIS_URL || undefined;
const describeWithRedis = REDIS_URL ? describe : describe.skip;

describeWithRedis('presence on a ticket across instances (Redis adapter)', () => {
  let database: TestDatabase;
  let sibling: DatabaseHandle;
  let first: TestPortal;
  let second: TestPortal;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedTestDemo(database.db);
    // With PGlite (one process) both instances share the handle; on PostgreSQL each has its pool.
    sibling = database.schema ? await database.openSibling() : database;
    // This run's own channels, so concurrent runs on one Redis never hear each other.
    const redisKeyPrefix = `portal-test-${randomBytes(6).toString('hex')}`;
    first = await startTestPortal(database.db, { redisUrl: REDIS_URL, redisKeyPrefix });
    second = await startTestPortal(sibling.db, { redisUrl: REDIS_URL, redisKeyPrefix });
  });

  afterAll(async () => {
    await first.close();
    await second.close();
    if (sibling !== database) await sibling.close();
    await database.close();
  });

  test('when staff on two instances open a ticket, then each sees the other, typing included, and the one left sees it clear when the other tab closes; the player sees nothing', async () => {
    const ticketId = await ticketIdByTitle(database.db, 'No puedo entrar en mi cuenta');
    const assigneeSocket = await first.connect(await first.logIn('staff1'));
    const adminSocket = await second.connect(await second.logIn('admin1'));
    const creatorSocket = await second.connect(await second.logIn('player1'));
    const assignee = watchPresence(assigneeSocket);
    const admin = watchPresence(adminSocket);
    const creator = watchPresence(creatorSocket);
    for (const socket of [assigneeSocket, adminSocket, creatorSocket]) {
      socket.emit(LIVE_EVENTS.ticketOpen, { ticketId });
    }

    await admin.until(ticketId, (event) => namesOf(event.viewers).join() === 'Carlos Pérez');
    await assignee.until(ticketId, (event) => namesOf(event.viewers).join() === 'Admin Principal');
    assigneeSocket.emit(LIVE_EVENTS.ticketTyping, { ticketId });
    await admin.until(ticketId, (event) => namesOf(event.typing).join() === 'Carlos Pérez');

    assigneeSocket.disconnect();
    expect(await admin.until(ticketId, (event) => event.viewers.length === 0)).toEqual({
      ticketId,
      viewers: [],
      typing: [],
    });
    await settle();
    expect(creator.received).toEqual([]);
  });
});

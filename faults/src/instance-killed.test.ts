import { randomBytes } from 'node:crypto';
import { apiAs } from '@portal/e2e/support/api-client';
import { createFaultDatabase, type FaultDatabase, SERVER_URL } from './support/fault-database';
import { type Instance, REDIS_URL, startInstance } from './support/instance';
import { eventually, type LiveThread, watchThread } from './support/live-thread';

const describeOnServers = SERVER_URL && REDIS_URL ? describe : describe.skip;

describeOnServers('an instance killed during a burst of comments', () => {
  let database: FaultDatabase;
  let killed: Instance;
  let survivor: Instance;
  const threads: LiveThread[] = [];

  beforeAll(async () => {
    database = await createFaultDatabase();
    const redisKeyPrefix = `faults-${randomBytes(6).toString('hex')}`;
    killed = await startInstance({ databaseUrl: database.url, redisKeyPrefix, seed: true });
    survivor = await startInstance({ databaseUrl: database.url, redisKeyPrefix, seed: false });
  });

  afterAll(async () => {
    for (const thread of threads) thread.close();
    await killed?.kill();
    await survivor?.stop();
    await database?.drop();
  });

  test('when one of two instances dies mid-burst, then every socket on the other ends with the full thread', async () => {
    const creator = await apiAs(survivor.url, 'player1');
    const created = await creator.post<{ ticketId: number }>('/ticket', {
      type: 0,
      group: 'support',
      category: 'bug',
      title: 'Ráfaga de comentarios',
      inputFields: { Descripción: 'La página se queda en blanco al abrirla.' },
    });
    expect(created.status).toBe(200);
    const { ticketId } = created.body;
    for (const name of ['player1', 'staff1', 'admin1']) {
      threads.push(
        await watchThread(survivor.url, (await apiAs(survivor.url, name)).token, ticketId),
      );
    }

    // Writers on the instance about to die; each comment a writer still sends after the kill fails.
    const writers = await Promise.all(['player1', 'staff1'].map((name) => apiAs(killed.url, name)));
    let acknowledged = 0;
    const burst = writers.map(async (writer, index) => {
      for (let sent = 0; sent < 150; sent += 1) {
        try {
          const answer = await writer.post('/comment', {
            ticketId,
            comment: `w${index}-${sent}`,
            staffOnly: false,
          });
          if (answer.status === 200) acknowledged += 1;
        } catch {
          return; // the instance is gone
        }
      }
    });
    await eventually(() => acknowledged >= 80, 60_000);
    await killed.kill();
    await Promise.all(burst);
    const after = await apiAs(survivor.url, 'player1');
    for (let sent = 0; sent < 10; sent += 1) {
      expect(
        (await after.post('/comment', { ticketId, comment: `after-${sent}`, staffOnly: false }))
          .status,
      ).toBe(200);
    }

    const saved = (
      await database.query<{ id: number }>(
        'select id from comments where ticket_id = $1 and not staff_only order by id',
        [ticketId],
      )
    ).map((row) => row.id);
    expect(saved.length).toBeGreaterThanOrEqual(acknowledged + 10);
    const everyoneHasAll = () =>
      threads.every((thread) => saved.every((id) => thread.seen.has(id)));
    await eventually(everyoneHasAll, 20_000);
    for (const thread of threads) {
      expect(saved.filter((id) => !thread.seen.has(id))).toEqual([]);
    }
    expect(survivor.process.exitCode).toBeNull();
  });
});

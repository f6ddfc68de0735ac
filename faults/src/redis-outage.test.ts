import { randomBytes } from 'node:crypto';
import { apiAs } from '@portal/e2e/support/api-client';
import { createFaultDatabase, type FaultDatabase, SERVER_URL } from './support/fault-database';
import { type Instance, startInstance } from './support/instance';
import { eventually, type LiveThread, watchThread } from './support/live-thread';
import { type DrillRedis, startDrillRedis } from './support/redis-server';

const describeOnServer = SERVER_URL ? describe : describe.skip;

/** How long Redis stays down: longer than the ~5 s after which a queued Redis command fails. */
const OUTAGE_MS = 10_000;

const health = async (instance: Instance) =>
  (await (await fetch(`${instance.url}/api/health`)).json()) as { status: string; redis?: string };

async function reachesRedis(instance: Instance, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await health(instance)).redis === 'reachable') return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describeOnServer('Redis down for 10 s under two instances', () => {
  let database: FaultDatabase;
  let redis: DrillRedis;
  const instances: Instance[] = [];
  const threads: LiveThread[] = [];

  beforeAll(async () => {
    database = await createFaultDatabase();
    redis = await startDrillRedis();
  });

  afterAll(async () => {
    for (const thread of threads) thread.close();
    for (const instance of instances) await instance.stop();
    await redis?.stop();
    await database?.drop();
  });

  test('when Redis stops while comments are posted on both, then no instance exits, one started meanwhile serves, and every socket gets every comment once Redis is back', async () => {
    const redisKeyPrefix = `faults-${randomBytes(6).toString('hex')}`;
    const start = (seed: boolean) =>
      startInstance({ databaseUrl: database.url, redisUrl: redis.url, redisKeyPrefix, seed });
    const first = await start(true);
    instances.push(first);
    const second = await start(false);
    instances.push(second);

    const creator = await apiAs(first.url, 'player1');
    const created = await creator.post<{ ticketId: number }>('/ticket', {
      type: 0,
      group: 'support',
      category: 'bug',
      title: 'Redis caído',
      inputFields: { Descripción: 'La página se queda en blanco al abrirla.' },
    });
    expect(created.status).toBe(200);
    const { ticketId } = created.body;
    // A screen on each instance, of the player and of staff.
    for (const [instance, name] of [
      [first, 'player1'],
      [first, 'staff1'],
      [second, 'player1'],
      [second, 'admin1'],
    ] as const) {
      threads.push(
        await watchThread(instance.url, (await apiAs(instance.url, name)).token, ticketId),
      );
    }
    const writers = await Promise.all([apiAs(first.url, 'player1'), apiAs(second.url, 'staff1')]);
    const post = async (writer: (typeof writers)[number], text: string) => {
      const answer = await writer.post('/comment', { ticketId, comment: text, staffOnly: false });
      expect(answer.status).toBe(200);
    };
    await post(writers[0], 'antes');

    await redis.stop();
    const outageStarted = Date.now();
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(writers.map((writer, index) => post(writer, `caído ${index}-${round}`)));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    // An instance started during the outage serves on its own and says why it is alone.
    const late = await startInstance({
      databaseUrl: database.url,
      redisUrl: redis.url,
      redisKeyPrefix,
      seed: false,
      startTimeoutMs: 20_000,
    });
    instances.push(late);
    expect(await health(late)).toMatchObject({ status: 'ok', redis: 'unreachable' });
    const lateWriter = await apiAs(late.url, 'staff1');
    await post(lateWriter, 'desde la instancia nueva');
    threads.push(await watchThread(late.url, (await apiAs(late.url, 'staff1')).token, ticketId));
    // Past the moment a queued Redis command gives up (~5 s), which used to end the process.
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - outageStarted))),
    );
    for (const instance of instances) {
      expect({ url: instance.url, exitCode: instance.process.exitCode }).toEqual({
        url: instance.url,
        exitCode: null,
      });
    }

    await redis.start();
    const back = Date.now();
    const saved = (
      await database.query<{ id: number }>(
        'select id from comments where ticket_id = $1 and not staff_only order by id',
        [ticketId],
      )
    ).map((row) => row.id);
    expect(saved.length).toBeGreaterThanOrEqual(1 + 3 * 2 + 1);
    const everyoneHasAll = () =>
      threads.every((thread) => saved.every((id) => thread.seen.has(id)));
    await eventually(everyoneHasAll, 5_000);
    const waited = Date.now() - back;
    for (const [index, thread] of threads.entries()) {
      const missing = saved.filter((id) => !thread.seen.has(id));
      expect({ screen: index, resyncs: thread.resyncs, missing }).toEqual({
        screen: index,
        resyncs: thread.resyncs,
        missing: [],
      });
    }
    console.log(`every socket had all ${saved.length} comments ${waited} ms after Redis returned`);

    // Every instance, the late one too, joined the others: a comment on the late one reaches all.
    for (const instance of instances) {
      expect(await reachesRedis(instance, 10_000)).toBe(true);
    }
    await post(lateWriter, 'con Redis de vuelta');
    const [{ id: last } = { id: 0 }] = await database.query<{ id: number }>(
      'select max(id) as id from comments where ticket_id = $1',
      [ticketId],
    );
    const everyoneHasLast = () => threads.every((thread) => thread.seen.has(last));
    expect(await eventually(everyoneHasLast, 5_000)).toBe(true);
    for (const instance of instances) expect(instance.process.exitCode).toBeNull();
  });
});

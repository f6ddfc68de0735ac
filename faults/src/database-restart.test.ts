import { randomBytes } from 'node:crypto';
import { apiAs } from '@portal/e2e/support/api-client';
import { createFaultDatabase, type FaultDatabase, SERVER_URL } from './support/fault-database';
import { type Instance, REDIS_URL, startInstance } from './support/instance';

const describeOnServers = SERVER_URL && REDIS_URL ? describe : describe.skip;

const DOWN_MS = 3_000;

describeOnServers('the database goes down under load and comes back', () => {
  let database: FaultDatabase;
  let instance: Instance;

  beforeAll(async () => {
    database = await createFaultDatabase();
    instance = await startInstance({
      databaseUrl: database.url,
      redisKeyPrefix: `faults-${randomBytes(6).toString('hex')}`,
      seed: true,
    });
  });

  afterAll(async () => {
    await instance?.stop();
    await database?.drop();
  });

  test('when every connection is cut and new ones refused for a while, then the process lives, answers 503 meanwhile, recovers within seconds and loses nothing acknowledged', async () => {
    const player = await apiAs(instance.url, 'player1');
    const staff = await apiAs(instance.url, 'staff1');
    const created = await player.post<{ ticketId: number }>('/ticket', {
      type: 0,
      group: 'support',
      category: 'bug',
      title: 'Base de datos caída',
      inputFields: { Descripción: 'La página se queda en blanco al abrirla.' },
    });
    const { ticketId } = created.body;

    const statuses = new Map<number, number>();
    const acknowledged: number[] = [];
    let running = true;
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const load = [player, staff, player, staff].map(async (client, index) => {
      for (let turn = 0; running; turn += 1) {
        count((await client.get('/me')).status);
        const comment = await client.post<{ _id: number }>('/comment', {
          ticketId,
          comment: `carga ${index}-${turn}`,
          staffOnly: false,
        });
        count(comment.status);
        if (comment.status === 200) acknowledged.push(comment.body._id);
      }
    });

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await database.takeDown();
    await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
    await database.restore();
    const restoredAt = Date.now();
    let recovered: number | undefined;
    while (recovered === undefined && Date.now() - restoredAt < 10_000) {
      if ((await player.get('/me')).status === 200) recovered = Date.now() - restoredAt;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    running = false;
    await Promise.all(load);

    expect(instance.process.exitCode).toBeNull();
    expect(recovered).toBeDefined();
    // A 500 is a failure the server did not recognise as the database's: its log says which.
    if (statuses.has(500)) console.error(instance.output.join(''));
    expect([...statuses.keys()].sort()).toEqual([200, 503]);
    const saved = new Set(
      (
        await database.query<{ id: number }>('select id from comments where ticket_id = $1', [
          ticketId,
        ])
      ).map((row) => row.id),
    );
    expect(acknowledged.filter((id) => !saved.has(id))).toEqual([]);
    console.log(
      `database down ${DOWN_MS} ms: answers ${JSON.stringify(Object.fromEntries(statuses))}, ` +
        `serving again ${recovered} ms after it came back, ${acknowledged.length} comments acknowledged`,
    );
  });
});

import { request } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DAY_MS } from '@portal/shared/contract';
import { sql } from 'kysely';
import { TICKET_COLUMNS } from '../../db/database';
import { createTicketsOnTestDay, TEST_DAY } from '../../testing/admin-helpers';
import { useDemoPortal } from '../../testing/demo-portal';
import type { TestDatabase } from '../../testing/test-database';
import type { TestPortal } from '../../testing/test-portal';

let database: TestDatabase;
let portal: TestPortal;
let token: (name: string) => string;

useDemoPortal(['player1', 'admin1'], (demo) => {
  ({ database, portal, token } = demo);
});

const ROWS = 100_000;
/** Live heap the export may add while it runs: a few batches, far below the file (tens of MB). */
const HEAP_GROWTH_BOUND = 48 * 1024 * 1024;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The template ticket copied ROWS - 1 times on TEST_DAY, a millisecond apart. */
beforeAll(async () => {
  const [template] = await createTicketsOnTestDay(portal, database.db, token('player1'), [
    '=HYPERLINK("http://x")',
  ]);
  const copied = TICKET_COLUMNS.filter((column) => column !== 'id' && column !== 'created_at');
  const columns = sql.join(copied.map((column) => sql.ref(column)));
  await sql`
    insert into tickets (${columns}, created_at)
    select ${columns}, ${new Date(TEST_DAY)}::timestamptz + n * interval '1 millisecond'
    from tickets, generate_series(1, ${ROWS - 1}) as n
    where tickets.id = ${template ?? 0}`.execute(database.db);
}, 300_000);

/** Posts the export and reads the answer as it comes, counting lines and keeping none of it. */
function streamLines(path: string, body: object): Promise<{ status: number; lines: number }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(`/api${path}`, portal.baseUrl),
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token('admin1')}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let lines = 0;
        res.on('data', (chunk: Buffer) => {
          for (const byte of chunk) if (byte === 0x0a) lines += 1;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, lines }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

test('when 100,000 tickets are exported as CSV, then every one arrives and the heap stays bounded', async () => {
  collectGarbage();
  const baseline = process.memoryUsage().heapUsed;
  let peak = 0;
  const sampler = setInterval(() => {
    collectGarbage();
    peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
  }, 1_000);
  const noon = TEST_DAY + DAY_MS / 2;
  try {
    const result = await streamLines('/tickets/csv', {
      createdFrom: noon,
      createdTo: noon,
      sort: 'oldest',
    });
    expect(result).toEqual({ status: 200, lines: ROWS + 1 });
  } finally {
    clearInterval(sampler);
  }
  expect(peak).toBeGreaterThan(0);
  expect(peak).toBeLessThan(HEAP_GROWTH_BOUND);
}, 600_000);

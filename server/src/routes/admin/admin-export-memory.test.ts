import { request } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createGunzip } from 'node:zlib';
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

/**
 * The heap is sampled as lines arrive, not on a timer: a full collection costs in proportion to
 * the heap, which in one in-band jest process holds what earlier files left (~375 MB after 14
 * files), and one every 250 ms left the export no time to run (4 s alone, 268 s after them).
 */
const SAMPLE_EVERY_LINES = 10_000;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const TITLE = '=HYPERLINK("http://x")';
/** The title's CSV cell: neutralised with a leading quote, then quoted for its own quotes. */
const TITLE_CELL = `"'${TITLE.replaceAll('"', '""')}"`;

/**
 * The template ticket, closed, copied ROWS - 1 times on TEST_DAY a millisecond apart in one
 * statement (the counters count a statement's tickets once, 0029).
 */
beforeAll(async () => {
  const [template] = await createTicketsOnTestDay(portal, database.db, token('player1'), [TITLE]);
  await database.db
    .updateTable('tickets')
    .set({ status: 1, closed_at: new Date(TEST_DAY) })
    .where('id', '=', template ?? 0)
    .execute();
  const copied = TICKET_COLUMNS.filter((column) => column !== 'id' && column !== 'created_at');
  const columns = sql.join(copied.map((column) => sql.ref(column)));
  await sql`
    insert into tickets (${columns}, created_at)
    select ${columns}, ${new Date(TEST_DAY)}::timestamptz + n * interval '1 millisecond'
    from tickets, generate_series(1, ${ROWS - 1}) as n
    where tickets.id = ${template ?? 0}`.execute(database.db);
}, 120_000);

interface ExportedLines {
  status: number;
  lines: number;
  /** Rows whose id does not follow the row before's or whose title cell is not TITLE_CELL. */
  wrongRows: number;
}

/**
 * Posts the export as a browser does (gzip) and checks the answer line by line as it comes,
 * keeping only the line being read: the data rows come in creation order (ids ascending) and each
 * holds the template's title.
 */
function streamLines(
  path: string,
  body: object,
  onEveryLines: { lines: number; call: () => void },
): Promise<ExportedLines> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(`/api${path}`, portal.baseUrl),
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token('admin1')}`,
          'accept-encoding': 'gzip',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const found: ExportedLines = { status: res.statusCode ?? 0, lines: 0, wrongRows: 0 };
        let partial = '';
        let lastId = 0;
        const checkRow = (line: string) => {
          const id = Number(line.slice(0, line.indexOf(',')));
          if (!(id > lastId) || !line.includes(`,${TITLE_CELL},`)) found.wrongRows += 1;
          lastId = id;
        };
        const unzipped =
          res.headers['content-encoding'] === 'gzip' ? res.pipe(createGunzip()) : res;
        unzipped.setEncoding('utf8');
        unzipped.on('data', (text: string) => {
          const lines = (partial + text).split('\r\n');
          partial = lines.pop() ?? '';
          for (const line of lines) {
            if (found.lines > 0) checkRow(line);
            found.lines += 1;
            if (found.lines % onEveryLines.lines === 0) onEveryLines.call();
          }
        });
        unzipped.on('end', () => {
          // A file cut short ends in half a line.
          if (partial !== '') found.wrongRows += 1;
          resolve(found);
        });
        unzipped.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

test('when 100,000 tickets are exported as CSV, then every one arrives in order and the heap stays bounded', async () => {
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(warning.name);
  process.on('warning', onWarning);
  collectGarbage();
  const baseline = process.memoryUsage().heapUsed;
  let peak = 0;
  let samples = 0;
  const sample = () => {
    collectGarbage();
    peak = Math.max(peak, process.memoryUsage().heapUsed - baseline);
    samples += 1;
  };
  const noon = TEST_DAY + DAY_MS / 2;
  try {
    const result = await streamLines(
      '/tickets/csv',
      { createdFrom: noon, createdTo: noon, statusFilter: 'closed', sort: 'oldest' },
      { lines: SAMPLE_EVERY_LINES, call: sample },
    );
    sample();
    expect(result).toEqual({ status: 200, lines: ROWS + 1, wrongRows: 0 });
  } finally {
    process.off('warning', onWarning);
  }
  // A listener per wait for the client would pile up on the gzip stream (MaxListeners warning).
  expect(warnings).toEqual([]);
  // The heap was measured mid-file (a peak may be 0: collected below where it started).
  expect(samples).toBe(ROWS / SAMPLE_EVERY_LINES + 1);
  expect(peak).toBeLessThan(HEAP_GROWTH_BOUND);
}, 600_000);

import { Writable } from 'node:stream';
import { pino } from 'pino';
import { createRedisLink } from '../redis-link';

const REDIS_URL = process.env.REDIS_URL || undefined;
/** pino's level number for `warn`. */
const WARN_LEVEL = 40;
const describeWithRedis = REDIS_URL ? describe : describe.skip;

/** A logger whose lines (as pino writes them, JSON) land in `lines`. */
function recordingLogger(lines: Array<{ level: number; msg: string }>) {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as { level: number; msg: string });
      done();
    },
  });
  return pino({ level: 'debug' }, sink);
}

describeWithRedis('the link to Redis', () => {
  test('when the instance shuts down, then its clients ending is not logged as an outage', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const link = createRedisLink(REDIS_URL as string, recordingLogger(lines));
    link.client('rate limits');
    link.client('live fan-out');
    await link.settled(5_000);
    expect(link.reachable()).toBe(true);

    await link.close();

    const warnings = lines.filter((line) => line.level >= WARN_LEVEL);
    expect(warnings.map((line) => line.msg)).toEqual([]);
  });
});

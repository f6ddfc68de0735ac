import { RateLimiterMemory } from 'rate-limiter-flexible';
import { BATCH_HEADROOM, batchedRateLimit } from '../batched-rate-limit';

/** The shared store, in memory: what two instances would share in Redis, with its writes counted. */
function sharedStore(points: number) {
  const store = new RateLimiterMemory({ points, duration: 60 });
  const writes: string[] = [];
  const consume = store.consume.bind(store);
  store.consume = (key, uses) => {
    writes.push(`${key}+${uses}`);
    return consume(key, uses);
  };
  return { store, writes };
}

async function takeTimes(
  limit: { take(key: string): Promise<number> },
  key: string,
  times: number,
) {
  const waits = [];
  for (let index = 0; index < times; index += 1) waits.push(await limit.take(key));
  return waits;
}

const BUDGET = 1_000;

describe('a quota counted in batches', () => {
  test('when keys far from their budget are taken, then they are answered before the store counts them and reach it in one batch', async () => {
    const { store, writes } = sharedStore(BUDGET);
    const limit = batchedRateLimit(store, BUDGET);
    expect(await takeTimes(limit, 'a', 10)).toEqual(Array(10).fill(0));
    expect(await takeTimes(limit, 'b', 5)).toEqual(Array(5).fill(0));
    expect(writes).toEqual([]);
    expect(await limit.used('a')).toBe(10);
    await limit.flush();
    expect(writes).toEqual(['a+10', 'b+5']);
    expect((await store.get('a'))?.consumedPoints).toBe(10);
    expect((await store.get('b'))?.consumedPoints).toBe(5);
  });

  test('when nothing is flushed by hand, then the uses reach the store on their own', async () => {
    const { store, writes } = sharedStore(BUDGET);
    const limit = batchedRateLimit(store, BUDGET);
    await takeTimes(limit, 'a', 3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(writes).toEqual(['a+3']);
  });

  test('when a key comes near its budget, then it is counted use by use and refused exactly past it', async () => {
    const points = BATCH_HEADROOM + 10;
    const { store, writes } = sharedStore(points);
    const limit = batchedRateLimit(store, points);
    expect(await takeTimes(limit, 'a', points)).toEqual(Array(points).fill(0));
    // The first ten were counted ahead and went with the eleventh; the rest one by one.
    expect(writes).toEqual(['a+11', ...Array(points - 11).fill('a+1')]);
    expect(await limit.take('a')).toBeGreaterThan(0);
    expect((await store.get('a'))?.consumedPoints).toBe(points + 1);
  });

  test("when two instances share a budget, then each learns the other's uses within a batch and counts exactly near the budget", async () => {
    const points = BATCH_HEADROOM + 20;
    const { store } = sharedStore(points);
    const first = batchedRateLimit(store, points);
    const second = batchedRateLimit(store, points);
    await takeTimes(first, 'a', 15);
    await first.flush();
    await takeTimes(second, 'a', 5);
    await second.flush();
    // The second now knows 20 are used: what is left it counts one by one, and then refuses.
    const waits = await takeTimes(second, 'a', points - 20 + 1);
    expect(waits.slice(0, -1)).toEqual(Array(points - 20).fill(0));
    expect(waits.at(-1)).toBeGreaterThan(0);
    // The first last heard 15: it counts one more ahead, learns the rest when it sends it, and refuses.
    expect(await first.take('a')).toBe(0);
    await first.flush();
    expect(await first.take('a')).toBeGreaterThan(0);
  });

  test('when a use is given back or a key forgotten, then the count follows', async () => {
    const { store } = sharedStore(BUDGET);
    const limit = batchedRateLimit(store, BUDGET);
    await takeTimes(limit, 'a', 3);
    await limit.giveBack('a');
    await limit.flush();
    expect((await store.get('a'))?.consumedPoints).toBe(2);
    await limit.giveBack('a');
    expect((await store.get('a'))?.consumedPoints).toBe(1);
    expect(await limit.used('a')).toBe(1);
    await limit.forget('a');
    expect(await store.get('a')).toBeNull();
    expect(await limit.used('a')).toBe(0);
  });
});

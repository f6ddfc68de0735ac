import { keysetBatches } from '../keyset-batches';

/** A table of the numbers 1…count, read after a key in batches. */
function numbers(count: number) {
  const reads: (number | undefined)[] = [];
  const read = async (after: number | undefined, size: number) => {
    reads.push(after);
    const start = after ?? 0;
    const rows = Array.from({ length: Math.max(0, Math.min(size, count - start)) }, (_, index) => {
      return start + index + 1;
    });
    return { rows, lastKey: rows.at(-1) };
  };
  return { read, reads };
}

async function all<Row>(batches: AsyncIterable<Row[]>): Promise<Row[][]> {
  const out: Row[][] = [];
  for await (const batch of batches) out.push(batch);
  return out;
}

describe('keysetBatches', () => {
  test('when the rows are not a whole number of batches, then the short read is the last', async () => {
    const { read, reads } = numbers(5);
    expect(await all(keysetBatches(read, 2))).toEqual([[1, 2], [3, 4], [5]]);
    expect(reads).toEqual([undefined, 2, 4]);
  });

  test('when the rows fill the last batch exactly, then one more read finds none and nothing more is yielded', async () => {
    const { read, reads } = numbers(4);
    expect(await all(keysetBatches(read, 2))).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(reads).toEqual([undefined, 2, 4]);
  });

  test('when there are no rows, then nothing is yielded', async () => {
    expect(await all(keysetBatches(numbers(0).read, 3))).toEqual([]);
  });

  test('when a batch is handed out, then the next read is already sent, and only that one', async () => {
    const { read, reads } = numbers(10);
    const batches = keysetBatches(read, 2);
    expect((await batches.next()).value).toEqual([1, 2]);
    expect(reads).toEqual([undefined, 2]);
    await batches.return(undefined);
    expect(reads).toEqual([undefined, 2]);
  });

  test('when the export stops while a read ahead fails, then the failure is dropped with it', async () => {
    const failing = async (after: number | undefined) => {
      if (after !== undefined) throw new Error('connection lost');
      return { rows: [1, 2], lastKey: 2 };
    };
    const batches = keysetBatches(failing, 2);
    expect((await batches.next()).value).toEqual([1, 2]);
    await expect(batches.return(undefined)).resolves.toEqual({ done: true, value: undefined });
  });

  test('when a read ahead fails while the batch before it is still being written, then the failure reaches the consumer and nothing goes unhandled', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const failing = async (after: number | undefined) => {
        if (after !== undefined) throw new Error('connection lost');
        return { rows: [1, 2], lastKey: 2 };
      };
      const batches = keysetBatches(failing, 2);
      expect((await batches.next()).value).toEqual([1, 2]);
      // The client is slow: the read ahead fails before the next batch is asked for.
      await new Promise((resolve) => setTimeout(resolve, 20));
      await expect(batches.next()).rejects.toThrow('connection lost');
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

/** One read of a keyset walk: its rows, and the key of its last row to read on after. */
export interface KeysetBatch<Row, Key> {
  rows: Row[];
  lastKey: Key | undefined;
}

/**
 * Every row of an export, `size` at a time: each read starts after the last row of the one before
 * (keyset, not offset: no read rescans the rows already sent), and a short read is the last.
 */
export async function* keysetBatches<Row, Key>(
  read: (after: Key | undefined, size: number) => Promise<KeysetBatch<Row, Key>>,
  size: number,
): AsyncGenerator<Row[]> {
  let after: Key | undefined;
  for (;;) {
    const batch = await read(after, size);
    if (batch.rows.length > 0) yield batch.rows;
    if (batch.rows.length < size) return;
    after = batch.lastKey;
  }
}

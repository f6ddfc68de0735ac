/** One read of a keyset walk: its rows, and the key of its last row to read on after. */
export interface KeysetBatch<Row, Key> {
  rows: Row[];
  lastKey: Key | undefined;
}

/**
 * Every row of an export, `size` at a time: each read starts after the last row of the one before
 * (keyset, not offset: no read rescans the rows already sent), and a short read is the last. The
 * next read is sent as soon as a batch arrives, so the database works while the batch is shaped
 * and written: at most two batches are held. A server-side cursor would instead hold a connection
 * (PGlite's only one) for as long as the slowest client downloads; the price of batches is that a
 * file is not one snapshot (a ticket changed mid-export may appear in its new place).
 */
export async function* keysetBatches<Row, Key>(
  read: (after: Key | undefined, size: number) => Promise<KeysetBatch<Row, Key>>,
  size: number,
): AsyncGenerator<Row[]> {
  let next: Promise<KeysetBatch<Row, Key>> | undefined = readAhead(read, undefined, size);
  while (next) {
    const batch: KeysetBatch<Row, Key> = await next;
    next = batch.rows.length < size ? undefined : readAhead(read, batch.lastKey, size);
    if (batch.rows.length > 0) yield batch.rows;
  }
}

/**
 * A read sent before anyone awaits it: its failure is marked handled at once, so a failure while
 * the batch before it is written does not go unhandled (which would end the process); the next
 * `await` still sees it, and a read dropped with an export stopped early fails silently.
 */
function readAhead<Row, Key>(
  read: (after: Key | undefined, size: number) => Promise<KeysetBatch<Row, Key>>,
  after: Key | undefined,
  size: number,
): Promise<KeysetBatch<Row, Key>> {
  const pending = read(after, size);
  pending.catch(() => undefined);
  return pending;
}

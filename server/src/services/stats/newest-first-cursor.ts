/** Where a newest-first page ends and the next starts: `<time ms>.<row id>` (the contract's). */
interface NewestFirstCursor {
  at: Date;
  id: number;
}

export function readCursor(cursor: string | undefined): NewestFirstCursor | undefined {
  if (cursor === undefined) return undefined;
  const [at, id] = cursor.split('.').map(Number);
  return { at: new Date(at ?? 0), id: id ?? 0 };
}

export function writeCursor({ at, id }: NewestFirstCursor): string {
  return `${at.getTime()}.${id}`;
}

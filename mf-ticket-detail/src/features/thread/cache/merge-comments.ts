type Identified = { _id: number };

/**
 * One thread from the loaded pages, whatever order the pages came in: each comment once (by `_id`,
 * the later copy wins so edits replace the original), oldest first (ids grow with time).
 */
export function mergeComments<T extends Identified>(pages: readonly (readonly T[])[]): T[] {
  const byId = new Map<number, T>();
  for (const page of pages) {
    for (const comment of page) byId.set(comment._id, comment);
  }
  // Comments still being sent (negative ids, `pending-comment.ts`) follow, in the order sent.
  const order = (comment: T) =>
    comment._id < 0 ? Number.MAX_SAFE_INTEGER / 2 - comment._id : comment._id;
  return [...byId.values()].sort((a, b) => order(a) - order(b));
}

export function containsComment<T extends Identified>(
  pages: readonly (readonly T[])[],
  commentId: number,
): boolean {
  return pages.some((page) => page.some((comment) => comment._id === commentId));
}

/** A comment added to the newest loaded page unless some page has it already. */
export function addComment<T extends Identified>(
  pages: readonly { data: readonly T[] }[],
  comment: T,
): { pages: { data: readonly T[] }[]; added: boolean } {
  const last = pages[pages.length - 1];
  if (
    !last ||
    containsComment(
      pages.map((page) => page.data),
      comment._id,
    )
  ) {
    return { pages: [...pages], added: false };
  }
  const updated = pages.map((page) =>
    page === last ? { ...page, data: [...page.data, comment] } : page,
  );
  return { pages: updated, added: true };
}

/** The edited comment replaces its copy wherever it is loaded. */
export function replaceComment<T extends Identified>(
  pages: readonly { data: readonly T[] }[],
  comment: T,
): { data: readonly T[] }[] {
  return pages.map((page) =>
    page.data.some((item) => item._id === comment._id)
      ? { ...page, data: page.data.map((item) => (item._id === comment._id ? comment : item)) }
      : page,
  );
}

/** The comment leaves every loaded page; `removed` says whether it was there. */
export function removeComment<T extends Identified>(
  pages: readonly { data: readonly T[] }[],
  commentId: number,
): { pages: { data: readonly T[] }[]; removed: boolean } {
  const removed = containsComment(
    pages.map((page) => page.data),
    commentId,
  );
  const updated = pages.map((page) => ({
    ...page,
    data: page.data.filter((item) => item._id !== commentId),
  }));
  return { pages: removed ? updated : [...pages], removed };
}

/** Bytes per part a fake download given as one text arrives in, so a test sees progress. */
const PART_BYTES = 16;

/** A downloaded file as a test gives it: its text, or its parts in the order they arrive. */
export type FakeFile = string | AsyncIterable<string>;

async function* partsOf(file: FakeFile): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  if (typeof file !== 'string') {
    for await (const part of file) yield encoder.encode(part);
    return;
  }
  const bytes = encoder.encode(file);
  for (let offset = 0; offset < bytes.length; offset += PART_BYTES) {
    yield bytes.slice(offset, offset + PART_BYTES);
  }
}

/**
 * A `fetch` answer carrying a downloaded file (jsdom has no `Response` nor streams): its body is
 * read part by part like a real one.
 */
export function fileResponse(file: FakeFile, contentType: string): Response {
  const parts = partsOf(file);
  return {
    ok: true,
    status: 200,
    headers: { get: (name: string) => (name === 'content-type' ? contentType : null) },
    body: { getReader: () => ({ read: () => parts.next() }) },
  } as unknown as Response;
}

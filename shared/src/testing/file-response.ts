/** A `fetch` answer carrying a downloaded file's text (jsdom has no `Response`). */
export function fileResponse(text: string, contentType: string): Response {
  return {
    ok: true,
    status: 200,
    headers: { get: (name: string) => (name === 'content-type' ? contentType : null) },
    text: async () => text,
  } as unknown as Response;
}

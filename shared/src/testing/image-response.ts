/** A `fetch` answer carrying an image, as the API client reads it (jsdom has no `Response`). */
export function imageResponse(image: Blob, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name === 'content-type' ? image.type : null) },
    blob: async () => image,
    text: async () => image.text(),
  } as unknown as Response;
}

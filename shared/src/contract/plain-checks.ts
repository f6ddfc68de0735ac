/**
 * Whether a value read from outside (an answer, storage, history state) is an object whose fields
 * can be looked at: the first step of the plain checks the browser runs where zod is not loaded.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

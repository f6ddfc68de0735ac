import type { ApiErrorBody } from '@portal/shared/contract';
import { apiErrorSchema } from '@portal/shared/contract/schemas';

/**
 * Sends, then checks the answer is the given 4xx API error with a sentence to show, and that the
 * database looks the same before and after (`footprint` reads what a write could have touched).
 */
export async function expectRefused(
  send: () => PromiseLike<{ status: number; body: unknown }>,
  expected: { status: number; code: string },
  footprint: () => Promise<unknown>,
): Promise<ApiErrorBody> {
  const before = await footprint();
  const response = await send();
  expect({ status: response.status, body: response.body }).toMatchObject({
    status: expected.status,
    body: { code: expected.code },
  });
  const error = apiErrorSchema.parse(response.body);
  expect(error.error.length).toBeGreaterThan(10);
  expect(await footprint()).toEqual(before);
  return error;
}

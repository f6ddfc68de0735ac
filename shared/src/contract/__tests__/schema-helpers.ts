import type { z } from 'zod';

/** The messages a schema gives for a value ([] when it parses). */
export function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

export function accepts(schema: z.ZodType, value: unknown): boolean {
  return schema.safeParse(value).success;
}

export const text = (length: number, char = 'a') => char.repeat(length);

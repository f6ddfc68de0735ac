import type { z } from 'zod';

export type CheckedForm<Body, Field extends string, Issue> =
  | { body: Body; issues?: undefined }
  | { body?: undefined; issues: Partial<Record<Field, Issue>> };

const broken = () => true as const;

/**
 * A form checked with the contract's own body schema (the server's): the body to send, or, for
 * each of `fields` the schema refuses, its first issue as `describe` names it (by default `true`;
 * the screen says it in the page language).
 */
export function checkForm<Body, Field extends string, Issue = true>(
  schema: z.ZodType<Body>,
  value: unknown,
  fields: readonly Field[],
  describe: (issue: z.core.$ZodIssue, field: Field) => Issue = broken as () => Issue,
): CheckedForm<Body, Field, Issue> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { body: parsed.data };
  const issues: Partial<Record<Field, Issue>> = {};
  for (const issue of parsed.error.issues) {
    const field = fields.find((each) => each === issue.path[0]);
    if (field && issues[field] === undefined) issues[field] = describe(issue, field);
  }
  return { issues };
}

import { z } from 'zod';

/** Stable error ids the server answers with; the UI may branch on them, never on the text. */
export const ERROR_CODES = {
  validation: 'validation',
  badJson: 'request.badJson',
  payloadTooLarge: 'request.tooLarge',
  unauthorized: 'auth.required',
  invalidCredentials: 'auth.invalidCredentials',
  rateLimited: 'rateLimited',
  forbidden: 'forbidden',
  notFound: 'notFound',
  ticketNotFound: 'ticket.notFound',
  commentNotFound: 'comment.notFound',
  groupNotFound: 'group.notFound',
  categoryNotFound: 'category.notFound',
  conflict: 'conflict',
  internal: 'internal',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const errorDetailSchema = z.object({ path: z.string(), message: z.string() });
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/**
 * Every error response. `error` is a human sentence shown as-is in the Error dialog; `code` is a
 * stable id (one of ERROR_CODES, or a more precise id such as `review.notCreator`).
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.array(errorDetailSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Turns zod issues into `details` entries (`path` joined with dots, '' for the whole value). */
export function detailsFromIssues(issues: readonly z.core.$ZodIssue[]): ErrorDetail[] {
  return issues.map((issue) => ({
    path: issue.path.map((segment) => String(segment)).join('.'),
    message: issue.message,
  }));
}

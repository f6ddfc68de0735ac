import { z } from 'zod';

/** Stable error ids the server answers with; the UI may branch on them, never on the text. */
export const ERROR_CODES = {
  validation: 'validation',
  badJson: 'request.badJson',
  payloadTooLarge: 'request.tooLarge',
  /** A body in another charset than UTF-8 (JSON is UTF-8). */
  unsupportedCharset: 'request.unsupportedCharset',
  /** A Content-Encoding the server does not decompress. */
  unsupportedEncoding: 'request.unsupportedEncoding',
  /** A body that cannot be read: not what its Content-Encoding says, or cut short. */
  unreadableBody: 'request.unreadableBody',
  /** An address with a malformed percent-encoding (`%E0%A4%A`). */
  badAddress: 'request.badAddress',
  unauthorized: 'auth.required',
  invalidCredentials: 'auth.invalidCredentials',
  rateLimited: 'rateLimited',
  forbidden: 'forbidden',
  notFound: 'notFound',
  ticketNotFound: 'ticket.notFound',
  commentNotFound: 'comment.notFound',
  groupNotFound: 'group.notFound',
  categoryNotFound: 'category.notFound',
  attachmentNotFound: 'attachment.notFound',
  conflict: 'conflict',
  internal: 'internal',
  unavailable: 'service.unavailable',
  /** A date or place (eventCalendar) on a ticket that is no public event. */
  eventCalendarNotAllowed: 'ticket.eventCalendarNotAllowed',
  /** A report names the same partner twice (case and surrounding spaces do not count). */
  duplicatePartner: 'report.duplicatePartner',
  /** A report names its accused among the partners. */
  accusedIsPartner: 'report.accusedIsPartner',
  /** Text with a NUL or half of a surrogate pair, which PostgreSQL cannot store. */
  invalidText: 'text.invalidCharacter',
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

/**
 * The stable id a contract rule puts on its issue (`params.code`, one of ERROR_CODES), so the server
 * can answer with it and a form can show its own text for it; undefined for zod's built-in checks.
 */
export function contractRuleCode(issue: z.core.$ZodIssue): string | undefined {
  if (issue.code !== 'custom') return undefined;
  const code: unknown = issue.params?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Turns zod issues into `details` entries (`path` joined with dots, '' for the whole value). */
export function detailsFromIssues(issues: readonly z.core.$ZodIssue[]): ErrorDetail[] {
  return issues.map((issue) => ({
    path: issue.path.map((segment) => String(segment)).join('.'),
    message: issue.message,
  }));
}

import type { z } from 'zod';
import { isRecord } from './plain-checks';
import type { ApiErrorBody, ErrorDetail, ErrorParams } from './schemas/api-error';

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
  /** An `X-Portal-Client` header naming no client mode the portal knows. */
  unknownClient: 'request.unknownClient',
  /** A list's or thread's cursor that is not one the server gave for it (edited, or another list's). */
  listCursorInvalid: 'list.cursorInvalid',
  unauthorized: 'auth.required',
  invalidCredentials: 'auth.invalidCredentials',
  rateLimited: 'rateLimited',
  // Quotas per account on what writes or costs the most (the generic one is `rateLimited`).
  commentsQuota: 'quota.comments',
  aiSuggestionsQuota: 'quota.aiSuggestions',
  assistantQuota: 'quota.assistant',
  ticketsQuota: 'quota.tickets',
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
  /** A live-channel handshake over the account's sockets on one instance (`SOCKETS_PER_ACCOUNT`). */
  tooManySockets: 'live.tooManySockets',
  /** A date or place (eventCalendar) on a ticket that is no public event. */
  eventCalendarNotAllowed: 'ticket.eventCalendarNotAllowed',
  /** A report names the same partner twice (case and surrounding spaces do not count). */
  duplicatePartner: 'report.duplicatePartner',
  /** A report names its accused among the partners. */
  accusedIsPartner: 'report.accusedIsPartner',
  /** Text with a NUL or half of a surrogate pair, which PostgreSQL cannot store. */
  invalidText: 'text.invalidCharacter',
  /** Two writers met on the same rows; trying again succeeds. */
  retry: 'retry',
  // Idempotency-Key on creating calls (`idempotency.ts`).
  /** The header is empty, longer than 255 characters or holds a non-printable character. */
  idempotencyKeyInvalid: 'idempotency.keyInvalid',
  /** The key was already used by this account for a different request (call or body). */
  idempotencyKeyReused: 'idempotency.keyReused',
  /** The first request with this key was carried out, but its answer was never recorded. */
  idempotencyAnswerLost: 'idempotency.answerLost',
  // Ticket creation (SPEC §5), from the contract's rules (`rules/ticket-catalog.ts` and the rules it uses).
  /** A public event sent without a date or a place. */
  eventChoiceRequired: 'ticket.eventChoiceRequired',
  groupNotOffered: 'ticket.groupNotOffered',
  wrongType: 'ticket.wrongType',
  categoryInfoOnly: 'ticket.categoryInfoOnly',
  attachmentsRequired: 'ticket.attachmentsRequired',
  unknownField: 'ticket.unknownField',
  fieldRequired: 'ticket.fieldRequired',
  fieldTooLong: 'ticket.fieldTooLong',
  unknownRule: 'report.unknownRule',
  reportDateInFuture: 'report.dateInFuture',
  reportDateTooOld: 'report.dateTooOld',
  // Date range filters (SPEC §5).
  dateRangeStartAfterEnd: 'dateRange.startAfterEnd',
  dateRangeStartAfterToday: 'dateRange.startAfterToday',
  // Ticket state and assignment (SPEC §4, §6).
  ticketClosed: 'ticket.closed',
  ticketAlreadyClosed: 'ticket.alreadyClosed',
  ticketNotClosed: 'ticket.notClosed',
  closeNotAllowed: 'ticket.closeNotAllowed',
  reopenNotAllowed: 'ticket.reopenNotAllowed',
  resolutionRequired: 'ticket.resolutionRequired',
  resolutionNotForSupport: 'ticket.resolutionNotForSupport',
  notAdmin: 'assignment.notAdmin',
  alreadyAssigned: 'assignment.alreadyAssigned',
  notAssigned: 'assignment.notAssigned',
  notEligible: 'assignment.notEligible',
  reportParty: 'assignment.reportParty',
  directoryNotAllowed: 'assignment.directoryNotAllowed',
  roleNotFound: 'role.notFound',
  interventionNotAllowed: 'intervention.notAllowed',
  interventionNotYet: 'intervention.notYet',
  // Comments and reviews.
  staffOnlyNotAllowed: 'comment.staffOnlyNotAllowed',
  editNotAllowed: 'comment.editNotAllowed',
  deleteNotAllowed: 'comment.deleteNotAllowed',
  reviewNotCreator: 'review.notCreator',
  reviewTicketOpen: 'review.ticketOpen',
  reviewAlreadyDone: 'review.alreadyReviewed',
  reviewTooFewComments: 'review.tooFewComments',
  reviewNotAllowed: 'review.notAllowed',
  // Lists, session and statistics.
  staffFilter: 'tickets.staffFilter',
  staffSort: 'tickets.staffSort',
  assigneeFilter: 'tickets.assigneeFilter',
  powerNotOwn: 'power.notOwn',
  launchDisabled: 'launch.disabled',
  /** A game launch code with a bad signature, expired or missing what it must say. */
  launchCodeInvalid: 'launch.codeInvalid',
  /** A game launch code already turned into a session (each is used once). */
  launchCodeUsed: 'launch.codeUsed',
  // Single sign-on (OpenID Connect).
  /** No identity provider is configured on this portal. */
  ssoDisabled: 'sso.disabled',
  /** The sign-in's state is missing or older than its lifetime (started too long ago, or elsewhere). */
  ssoStateExpired: 'sso.stateExpired',
  /** The provider's answer does not carry the state this browser started with (tampered, mixed up). */
  ssoStateMismatch: 'sso.stateMismatch',
  /** The provider refused or failed the sign-in (denied, bad code, invalid ID token). */
  ssoRefused: 'sso.refused',
  /** The identity provider could not be reached or answered with a server error. */
  ssoUnavailable: 'sso.providerUnavailable',
  staffOnly: 'session.staffOnly',
  statsNotAllowed: 'stats.notAllowed',
  statsStaffOnly: 'stats.staffOnly',
  /** The admin panel's calls (statistics, tables, exports) are for power 100 or more. */
  adminOnly: 'admin.notAllowed',
  // Access tokens (SPEC §6).
  /** A token was sent to a call it was not granted, or with a method its permissions lack. */
  tokenNotGranted: 'token.notGranted',
  /** A token names an endpoint no token may be granted (unknown, or a session/token call). */
  tokenUnknownEndpoint: 'token.unknownEndpoint',
  /** A token's secret is kept only as a hash: it is shown once, at creation, and never again. */
  tokenSecretShownOnce: 'token.secretShownOnce',
  tokenNotFound: 'token.notFound',
  // Webhooks (admin panel, "Webhooks").
  webhookNotFound: 'webhook.notFound',
  webhookDeliveryNotFound: 'webhook.deliveryNotFound',
  /** A webhook's address resolves to a private or loopback address and is not allowlisted. */
  webhookAddressRefused: 'webhook.addressRefused',
  /** Its host name resolves to no address. */
  webhookAddressUnknown: 'webhook.addressUnknown',
  // Erasing an account (admin panel, "Usuarios").
  accountNotFound: 'account.notFound',
  /** Nobody erases their own account, nor one of higher power than theirs. */
  accountEraseNotAllowed: 'account.eraseNotAllowed',
  accountAlreadyErased: 'account.alreadyErased',
  // Configuration (SPEC §5 "Config").
  /** The base AI prompt can be edited but never deleted. */
  configKeyProtected: 'config.keyProtected',
  configNotFound: 'config.notFound',
  configBlankPrompt: 'config.blankPrompt',
  /** The assistant's default model: one word, not blank. */
  configInvalidModel: 'config.invalidModel',
  /** The inactivity warning's default: whole minutes from 0 (no warning) to a year. */
  configInvalidMinutes: 'config.invalidMinutes',
  configInvalidMonths: 'config.invalidMonths',
  /** An image the portal shows: an https:// address or a path of this site. */
  configInvalidImage: 'config.invalidImage',
  // Incident log.
  incidentNotFound: 'incident.notFound',
  incidentEntryNotFound: 'incident.entryNotFound',
  /** Status changes are the incident's record: they are not edited or deleted. */
  incidentStatusEntryFixed: 'incident.statusEntryFixed',
  // Staff assistant.
  /** The assistant is for power 100 or more (the stricter of the SPEC's two readings). */
  assistantOnly: 'assistant.notAllowed',
  assistantChatNotFound: 'assistant.chatNotFound',
  // Attachment images fetched by the portal.
  attachmentBlockedAddress: 'attachment.blockedAddress',
  attachmentTooLarge: 'attachment.tooLarge',
  attachmentNotImage: 'attachment.notImage',
  attachmentBadStatus: 'attachment.badStatus',
  attachmentTooManyRedirects: 'attachment.tooManyRedirects',
  attachmentUnreachable: 'attachment.unreachable',
  attachmentTimeout: 'attachment.timeout',
  // AI-suggested replies (SPEC §7 "AI and assistant").
  /** AI suggestions are for staff acting as staff on the ticket. */
  aiStaffOnly: 'ai.staffOnly',
  /** Rating an AI reply needs power above 2 (`canRateAiReply`). */
  aiRateNotAllowed: 'ai.rateNotAllowed',
  aiResponseNotFound: 'ai.responseNotFound',
  /** A suggestion is sent once. */
  aiAlreadySent: 'ai.alreadySent',
  /** Only a comment an AI suggestion wrote unchanged can be rated. */
  aiNotAiComment: 'ai.notAiComment',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

const KNOWN_CODES: ReadonlySet<string> = new Set(Object.values(ERROR_CODES));

/** Whether a code is in the catalogue (and so has a text in every language). */
export function isErrorCode(code: string): code is ErrorCode {
  return KNOWN_CODES.has(code);
}

/**
 * The stable id a contract rule puts on its issue (`params.code`, one of ERROR_CODES), so the server
 * can answer with it and a form can show its own text for it; undefined for zod's built-in checks.
 */
export function contractRuleCode(issue: z.core.$ZodIssue): ErrorCode | undefined {
  if (issue.code !== 'custom') return undefined;
  const code: unknown = issue.params?.code;
  return typeof code === 'string' && isErrorCode(code) ? code : undefined;
}

/** Turns zod issues into `details` entries (`path` joined with dots, '' for the whole value). */
export function detailsFromIssues(issues: readonly z.core.$ZodIssue[]): ErrorDetail[] {
  return issues.map((issue) => ({
    path: issue.path.map((segment) => String(segment)).join('.'),
    message: issue.message,
  }));
}

/**
 * An error answer as the browser reads it (`apiErrorSchema` is the server's side of it), or
 * undefined when the body is none (a proxy's error page): plain checks, no zod on the first page.
 */
export function readApiError(body: unknown): ApiErrorBody | undefined {
  if (!isRecord(body)) return undefined;
  const { error, code, params, details } = body;
  if (typeof error !== 'string' || typeof code !== 'string') return undefined;
  return {
    error,
    code,
    ...(isRecord(params) ? { params: params as ErrorParams } : {}),
    ...(Array.isArray(details) ? { details: details as ErrorDetail[] } : {}),
  };
}

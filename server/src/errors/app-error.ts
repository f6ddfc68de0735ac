import {
  ERROR_CODES,
  type ErrorCode,
  type ErrorDetail,
  type ErrorParams,
  errorStatus,
  errorTextIn,
} from '@portal/shared/contract';

/**
 * A failure the client caused or may see; the error handler turns it into the API error body. Its
 * code is one of the contract's catalogue, which has a text for it in every language.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly params?: ErrorParams,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * What a refusal names: a catalogue code, what its text interpolates and, for a field of the
 * request, its path (a contract `RuleIssue` is one).
 */
export interface Refusal {
  code: ErrorCode;
  params?: ErrorParams;
  path?: string;
}

/**
 * The one way a request is refused: the status and the English text (for API clients and logs;
 * the UI shows its own language's) both come from the contract's catalogue, by code.
 */
export function refuse({ code, params, path }: Refusal): AppError {
  const message = errorTextIn('en', code, params);
  const details = path === undefined ? undefined : [{ path, message }];
  return new AppError(errorStatus(code), code, message, details, params);
}

/** The code for each kind of thing a request names that does not exist. */
const NOT_FOUND = {
  ticket: ERROR_CODES.ticketNotFound,
  comment: ERROR_CODES.commentNotFound,
  attachment: ERROR_CODES.attachmentNotFound,
  account: ERROR_CODES.accountNotFound,
  token: ERROR_CODES.tokenNotFound,
  webhook: ERROR_CODES.webhookNotFound,
  webhookDelivery: ERROR_CODES.webhookDeliveryNotFound,
  configEntry: ERROR_CODES.configNotFound,
  incident: ERROR_CODES.incidentNotFound,
  incidentEntry: ERROR_CODES.incidentEntryNotFound,
  aiResponse: ERROR_CODES.aiResponseNotFound,
  assistantChat: ERROR_CODES.assistantChatNotFound,
  route: ERROR_CODES.notFound,
} as const;

export function notFound(what: keyof typeof NOT_FOUND): AppError {
  return refuse({ code: NOT_FOUND[what] });
}

/**
 * A request whose content breaks the call's schema: zod's own messages per field in `details`
 * (the contract's rules carry their code, which the UI shows in its language).
 */
export function validationFailed(
  message: string,
  details?: ErrorDetail[],
  code: ErrorCode = ERROR_CODES.validation,
): AppError {
  return new AppError(400, code, message, details);
}

/** A quota was used up: 429 in the catalogue's words for `code`, told when to try again (`Retry-After`). */
export class TooManyRequests extends AppError {
  constructor(
    readonly retryAfterMs: number,
    code: ErrorCode = ERROR_CODES.rateLimited,
  ) {
    super(errorStatus(code), code, errorTextIn('en', code));
  }
}

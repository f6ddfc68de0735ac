import {
  ERROR_CODES,
  type ErrorCode,
  type ErrorDetail,
  type ErrorParams,
  errorTextIn,
  type RuleIssue,
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

const NOT_FOUND = {
  ticket: { code: ERROR_CODES.ticketNotFound, message: 'That ticket does not exist.' },
  comment: { code: ERROR_CODES.commentNotFound, message: 'That comment does not exist.' },
  group: { code: ERROR_CODES.groupNotFound, message: 'That group does not exist.' },
  category: { code: ERROR_CODES.categoryNotFound, message: 'That category does not exist.' },
  attachment: {
    code: ERROR_CODES.attachmentNotFound,
    message: 'That ticket has no image attachment there.',
  },
  account: { code: ERROR_CODES.notFound, message: 'That account does not exist.' },
  token: { code: ERROR_CODES.tokenNotFound, message: 'That token does not exist.' },
  configEntry: {
    code: ERROR_CODES.configNotFound,
    message: 'That configuration key does not exist.',
  },
  incident: { code: ERROR_CODES.incidentNotFound, message: 'That incident does not exist.' },
  incidentEntry: {
    code: ERROR_CODES.incidentEntryNotFound,
    message: 'That entry does not exist in this incident.',
  },
  aiResponse: {
    code: ERROR_CODES.aiResponseNotFound,
    message: 'That suggestion does not exist on this ticket.',
  },
  assistantChat: { code: ERROR_CODES.assistantChatNotFound, message: 'That chat does not exist.' },
  route: { code: ERROR_CODES.notFound, message: 'There is no such API call.' },
} as const;

export function notFound(what: keyof typeof NOT_FOUND): AppError {
  return new AppError(404, NOT_FOUND[what].code, NOT_FOUND[what].message);
}

export function validationFailed(
  message: string,
  details?: ErrorDetail[],
  code: ErrorCode = ERROR_CODES.validation,
): AppError {
  return new AppError(400, code, message, details);
}

/** A rule of the request's content was broken, e.g. `ticket.categoryInfoOnly`. */
export function unprocessable(
  code: ErrorCode,
  message: string,
  path?: string,
  params?: ErrorParams,
): AppError {
  const details = path === undefined ? undefined : [{ path, message }];
  return new AppError(422, code, message, details, params);
}

/** A contract rule the request broke, told in the catalogue's English (the UI shows its own). */
export function ruleBroken(issue: RuleIssue): AppError {
  return unprocessable(
    issue.code,
    errorTextIn('en', issue.code, issue.params),
    issue.path,
    issue.params,
  );
}

export function unauthorized(message = 'Please log in to continue.'): AppError {
  return new AppError(401, ERROR_CODES.unauthorized, message);
}

export function invalidCredentials(): AppError {
  return new AppError(401, ERROR_CODES.invalidCredentials, 'Wrong username or password.');
}

export function forbidden(code: ErrorCode, message: string): AppError {
  return new AppError(403, code, message);
}

/** A quota was used up: 429, told when to try again (`Retry-After`). */
export class TooManyRequests extends AppError {
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(429, ERROR_CODES.rateLimited, message);
  }
}

/** What was asked for existed once and is no longer available (a token's secret). */
export function gone(code: ErrorCode, message: string): AppError {
  return new AppError(410, code, message);
}

export function conflict(code: ErrorCode, message: string): AppError {
  return new AppError(409, code, message);
}

/** What the portal fetched for the viewer was refused or failed, e.g. `attachment.tooLarge`. */
export function badGateway(code: ErrorCode, message: string): AppError {
  return new AppError(502, code, message);
}

/** What the portal fetched for the viewer did not arrive in time. */
export function gatewayTimeout(code: ErrorCode, message: string): AppError {
  return new AppError(504, code, message);
}

/** A service the portal depends on (an identity provider) cannot be reached: try again later. */
export function serviceUnavailable(code: ErrorCode, message: string): AppError {
  return new AppError(503, code, message);
}

/** A sign-in the request belongs to was refused, with the reason's code. */
export function signInRefused(code: ErrorCode, message: string): AppError {
  return new AppError(401, code, message);
}

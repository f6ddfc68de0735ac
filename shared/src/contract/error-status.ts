import { ERROR_CODES as C, type ErrorCode } from './errors';

/**
 * The HTTP status the server answers each catalogue code with: one per code, so a refusal's
 * status, like its text, follows from its code. Grouped by status; every code is in one group.
 */
const CODES_BY_STATUS = {
  /** What was sent is malformed, or breaks a rule of the call's schema. */
  400: [
    C.validation,
    C.badJson,
    C.unreadableBody,
    C.badAddress,
    C.invalidText,
    C.eventCalendarNotAllowed,
    C.eventChoiceRequired,
    C.duplicatePartner,
    C.accusedIsPartner,
    C.dateRangeStartAfterEnd,
    C.dateRangeStartAfterToday,
    C.idempotencyKeyInvalid,
    C.listCursorInvalid,
    C.unknownClient,
    C.ssoStateExpired,
    C.ssoStateMismatch,
    C.configKeyProtected,
    C.configBlankPrompt,
    C.configInvalidModel,
    C.configInvalidMinutes,
    C.configInvalidImage,
  ],
  401: [C.unauthorized, C.invalidCredentials, C.launchCodeInvalid, C.launchCodeUsed, C.ssoRefused],
  403: [
    C.forbidden,
    C.closeNotAllowed,
    C.reopenNotAllowed,
    C.notAdmin,
    C.directoryNotAllowed,
    C.interventionNotAllowed,
    C.staffOnlyNotAllowed,
    C.editNotAllowed,
    C.deleteNotAllowed,
    C.reviewNotCreator,
    C.reviewNotAllowed,
    C.staffFilter,
    C.staffSort,
    C.assigneeFilter,
    C.powerNotOwn,
    C.launchDisabled,
    C.ssoDisabled,
    C.staffOnly,
    C.statsNotAllowed,
    C.statsStaffOnly,
    C.adminOnly,
    C.tokenNotGranted,
    C.assistantOnly,
    C.aiStaffOnly,
    C.aiRateNotAllowed,
  ],
  404: [
    C.notFound,
    C.ticketNotFound,
    C.commentNotFound,
    C.attachmentNotFound,
    C.tokenNotFound,
    C.configNotFound,
    C.incidentNotFound,
    C.incidentEntryNotFound,
    C.assistantChatNotFound,
    C.aiResponseNotFound,
  ],
  409: [C.conflict, C.retry, C.idempotencyAnswerLost, C.reviewAlreadyDone, C.aiAlreadySent],
  410: [C.tokenSecretShownOnce],
  413: [C.payloadTooLarge],
  415: [C.unsupportedCharset, C.unsupportedEncoding],
  /** The request is well formed but the ticket's state or the catalogue's rules refuse it. */
  422: [
    C.groupNotFound,
    C.categoryNotFound,
    C.groupNotOffered,
    C.wrongType,
    C.categoryInfoOnly,
    C.attachmentsRequired,
    C.unknownField,
    C.fieldRequired,
    C.fieldTooLong,
    C.unknownRule,
    C.reportDateInFuture,
    C.reportDateTooOld,
    C.ticketClosed,
    C.ticketAlreadyClosed,
    C.ticketNotClosed,
    C.resolutionRequired,
    C.resolutionNotForSupport,
    C.alreadyAssigned,
    C.notAssigned,
    C.notEligible,
    C.reportParty,
    C.roleNotFound,
    C.interventionNotYet,
    C.reviewTicketOpen,
    C.reviewTooFewComments,
    C.tokenUnknownEndpoint,
    C.idempotencyKeyReused,
    C.incidentStatusEntryFixed,
    C.aiNotAiComment,
  ],
  429: [
    C.rateLimited,
    C.commentsQuota,
    C.aiSuggestionsQuota,
    C.assistantQuota,
    C.ticketsQuota,
    C.tooManySockets,
  ],
  500: [C.internal],
  /** What the portal fetched for the viewer (an attachment's image) was refused or failed. */
  502: [
    C.attachmentBlockedAddress,
    C.attachmentTooLarge,
    C.attachmentNotImage,
    C.attachmentBadStatus,
    C.attachmentTooManyRedirects,
    C.attachmentUnreachable,
  ],
  503: [C.unavailable, C.ssoUnavailable],
  504: [C.attachmentTimeout],
} as const satisfies Record<number, readonly ErrorCode[]>;

const STATUS_OF_CODE = new Map<ErrorCode, number>(
  Object.entries(CODES_BY_STATUS).flatMap(([status, codes]) =>
    codes.map((code): [ErrorCode, number] => [code, Number(status)]),
  ),
);

/** The status the server answers `code` with (every catalogue code has one). */
export function errorStatus(code: ErrorCode): number {
  const status = STATUS_OF_CODE.get(code);
  if (status === undefined) throw new Error(`${code} has no HTTP status in the catalogue`);
  return status;
}

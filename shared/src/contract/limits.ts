// Business constants and limits of SPEC §5 and §9, written once and imported everywhere.

export const DAY_MS = 86_400_000;

export const LIMITS = {
  commentLength: 4096,
  reviewCommentLength: 512,
  titleLength: 200,
  accusedLength: 40,
  partnerLength: 40,
  descriptionLength: 2048,
  descriptionMinHint: 10,
  attachmentUrlLength: 400,
  partnersMin: 1,
  partnersMax: 8,
  attachmentsMin: 1,
  attachmentsMax: 8,
  // SPEC writes "31 days (about 26784000 ms)"; that figure is 7.4 hours, a unit slip. 31 days it is.
  reportWindowMs: 31 * DAY_MS,
  lastMonthStatsMs: 30 * DAY_MS,
  /** Whole UTC days Response Time reads when no start is given, today included. */
  responseTimeDefaultDays: 30,
  /** Whole UTC days the admin Users leaderboards read when no start is given, today included. */
  leaderboardDefaultDays: 30,
  /** People per admin Users leaderboard: the default and the most one call may ask for. */
  leaderboardDefaultSize: 10,
  leaderboardMaxSize: 50,
  /** Staff one POST /getStaffStats may ask about, and the newest reviews it returns for each. */
  staffStatsMaxStaff: 100,
  staffStatsRecentReviews: 20,
  myReviewsPageSize: 20,
  lastMonthTicketsPageSize: 50,
  /** Newest reports against a player the hover card lists. */
  accountReportsMax: 100,
  markAsReadIntervalMs: 30_000,
  hashesOnlinePollMs: 30_000,
  commentTextareaMaxRows: 10,
  frameCloseDelayMs: 500,
  reviewPointsMin: 1,
  reviewPointsMax: 5,
  carouselThumbnails: 3,
  /** Comments a thread needs before the creator may review it (SPEC §4). */
  reviewMinComments: 2,
  /** Comments the creator/accused must post after staff last spoke to request more responses. */
  requestMoreMinComments: 2,
  /** Sanity caps the SPEC leaves open; generous so no real input hits them. */
  keyLength: 64,
  searchLength: 200,
  cursorLength: 512,
  tokenNameLength: 100,
  tokenDescriptionLength: 500,
  webhookUrlLength: 2000,
  configKeyLength: 100,
  configValueLength: 20_000,
  configDescriptionLength: 500,
  incidentTitleLength: 200,
  /** The audit trail's text filters (actor, target). */
  auditFilterLength: 100,
  /** The related reports a report shows and closes together (issue 32.2). */
  relatedReportsMax: 50,
  /** The tickets one bulk action of the staff list handles (issue 32.3). */
  bulkTicketsMax: 200,
  /** Audit entries per page. */
  auditPageSize: 50,
  incidentTextLength: 10_000,
  usernameLength: 64,
  passwordLength: 256,
  /** A launch code is a JWT of a few hundred characters. */
  launchCodeLength: 2048,
  /** The query an identity provider sends back (`code`, `state`, `iss`, an error's description). */
  ssoAnswerLength: 4096,
} as const;

/** Power thresholds of SPEC §6. Rating AI replies needs power strictly above `staff`. */
export const POWER = {
  staff: 2,
  /** SPEC does not show the supervisor rule; this is our choice (demo supervisor1 must meet it). */
  supervisor: 50,
  superAdmin: 100,
} as const;

export const PUBLIC_EVENT = { group: 'webevents', category: 'publicevent' } as const;

export const TICKET_TYPE = { support: 0, report: 1 } as const;
export type TicketType = (typeof TICKET_TYPE)[keyof typeof TICKET_TYPE];

export const TICKET_STATUS = { opened: 0, closed: 1 } as const;
export type TicketStatus = (typeof TICKET_STATUS)[keyof typeof TICKET_STATUS];

export const RESOLUTIONS = ['unresolved', 'agreement', 'accept_guilt', 'valid', 'invalid'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];
/** The resolutions staff may choose when closing a report (SPEC §4). */
export const CLOSE_RESOLUTIONS = ['valid', 'invalid'] as const;

export const SERVERS = { hub1: 'Hub 1', hub2: 'Hub 2', hub3: 'Hub 3' } as const;
export type ServerId = keyof typeof SERVERS;
export const SERVER_IDS = Object.keys(SERVERS) as [ServerId, ...ServerId[]];

export const ADMIN_PAGE_SIZES = {
  options: [25, 50, 100, 200],
  default: 25,
  pageLinks: 5,
} as const;
export type AdminPageSize = (typeof ADMIN_PAGE_SIZES.options)[number];

export const ASSISTANT = {
  historyKept: 200,
  historySent: 8,
  messageLength: 4096,
  replyLength: 32_000,
  defaultWidth: 360,
  defaultHeight: 520,
  minWidth: 300,
  minHeight: 360,
  margin: 16,
} as const;

/** Config keys the product itself reads (SPEC §5: the base AI prompt key cannot be deleted). */
export const CONFIG_KEYS = {
  aiBasePrompt: 'ai.basePrompt',
  assistantDefaultModel: 'assistant.defaultModel',
  /** Address of the game server's header image (`GET /serverImage`). */
  serverImage: 'portal.serverImage',
  /** Map image the event frame shows (`GET /getUrlFrame` adds it as `?map=`). */
  mapImage: 'portal.mapImage',
  /** Minutes without a comment before staff see the inactivity warning, for groups that set none. */
  inactivityWarningMinutes: 'tickets.inactiveMinutesWarning',
  /** Closed tickets older than this many months are erased (issue 31.4); 0: kept for ever. */
  ticketRetentionMonths: 'tickets.retentionMonths',
} as const;
/** The longest retention a community may set: a hundred years, in months. */
export const MAX_RETENTION_MONTHS = 1200;
/** The longest inactivity warning a group or the config may ask for: a year, in minutes. */
export const MAX_INACTIVITY_WARNING_MINUTES = 525_600;

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

/** Access-token permissions: read = GET, write = POST/PUT/PATCH, admin = DELETE. */
export const TOKEN_PERMISSIONS = ['read', 'write', 'admin'] as const;
export type TokenPermission = (typeof TOKEN_PERMISSIONS)[number];

/**
 * How long an access token lasts, in days: 90 unless chosen, a year at most, never unlimited (a
 * forgotten token must die on its own).
 */
export const TOKEN_EXPIRY_DAYS = { default: 90, max: 365 } as const;
/** Endpoints one token may be granted: more than the API has, so only nonsense reaches it. */
export const TOKEN_ENDPOINTS_MAX = 200;

export const INCIDENT_STATUSES = ['open', 'investigating', 'resolved', 'closed'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

export const ASSISTANT_ROLES = ['user', 'assistant'] as const;

/**
 * Dashboard cards (GET /admin/stats), in the order shown; the UI holds a label per key. "Today"
 * and "this week" (from Monday) are UTC days.
 */
export const ADMIN_STAT_KEYS = [
  'openTickets',
  'closedTickets',
  'openReports',
  'closedReports',
  'unassignedTickets',
  'unassignedReports',
  'createdToday',
  'createdThisWeek',
  'averageFirstResponseMillis',
  'averageReviewPoints',
  'staffOnline',
] as const;
export type AdminStatKey = (typeof ADMIN_STAT_KEYS)[number];

/** Attachments shown inline as images (SPEC §5 "Attachment display"). */
export const ATTACHMENT_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

export const STATUS_FILTERS = ['opened', 'closed', 'mine', 'unassigned'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The status a list shows when its request (or the list's address) names none. */
export const DEFAULT_STATUS_FILTER: StatusFilter = 'opened';

/** Filters only staff may use; both show opened tickets (SPEC §4). */
export const STAFF_STATUS_FILTERS: readonly StatusFilter[] = ['mine', 'unassigned'];

export const TICKET_SORTS = [
  'oldestComment',
  'latestComment',
  'newest',
  'oldest',
  'staffPriority',
  'staffLatest',
] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];

export const STAFF_SORTS: readonly TicketSort[] = ['staffPriority', 'staffLatest'];

/**
 * What the audit trail records: every change of rights or data outside a ticket's own thread
 * (the thread keeps its own record in its comments).
 */
export const AUDIT_ACTIONS = [
  'token.created',
  'token.activated',
  'token.deactivated',
  'token.deleted',
  'config.saved',
  'config.deleted',
  'account.rightsChanged',
  'account.erased',
  'comment.deleted',
  'report.resolved',
  'ticket.erased',
  'export.downloaded',
  'incident.created',
  'incident.statusChanged',
  'incident.entryAdded',
  'incident.entryEdited',
  'incident.entryDeleted',
  'webhook.created',
  'webhook.deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an entry is about; its id is the thing's id, a config key, or an export's call name. */
export const AUDIT_TARGET_KINDS = [
  'token',
  'config',
  'account',
  'comment',
  'ticket',
  'export',
  'incident',
  'webhook',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/**
 * How the change was made: by a person in the portal (`session`) or through one of their access
 * tokens (`token`), by the single sign-on provider at a sign-in (`provider`), or by the portal
 * itself (`portal`: retention). Only the first two have an actor.
 */
export const AUDIT_VIA = ['session', 'token', 'provider', 'portal'] as const;

/** What a webhook may ask to be told of; `comment.created` is public comments only. */
export const WEBHOOK_EVENTS = [
  'ticket.created',
  'report.created',
  'comment.created',
  'ticket.assigned',
  'ticket.closed',
  'ticket.reopened',
  'review.created',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** `json`: the event as JSON; `discord`, `slack`: a message those services' incoming webhooks post. */
export const WEBHOOK_FORMATS = ['json', 'discord', 'slack'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** '' is an ordinary comment; the rest are logged actions. */
export const COMMENT_ACTIONS = [
  '',
  'take',
  'assign',
  'unassign',
  'assignRole',
  'unassignRole',
  'close',
  'reopen',
  'requestComments',
] as const;

/** A note people wrote, or the record of a status change (which cannot be edited or deleted). */
export const INCIDENT_ENTRY_KINDS = ['note', 'status'] as const;

/** The largest id the database holds (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/** The last millisecond of the year 9999: every later time is past what dates are written with. */
export const MAX_TIMESTAMP = 253_402_300_799_999;

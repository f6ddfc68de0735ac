import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Timestamps come back as Date on both drivers; they may be written as Date or ISO text. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb columns: read as parsed JSON, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;
type DefaultedJson<T> = ColumnType<T, string | undefined, string>;
/** Generated tsvector columns are never written by the application. */
type SearchVector = ColumnType<string, never, never>;

export interface LocalizedTextColumn {
  es: string;
  en: string;
}

export interface CategoryFieldColumn {
  title: string;
  description: string;
  required: boolean;
  maxLength: number;
  label?: LocalizedTextColumn;
  hint?: LocalizedTextColumn;
}

export interface PrecannedAnswerColumn {
  title: string;
  content: string;
}

export interface AccountsTable {
  id: Generated<number>;
  username: string;
  name: string;
  password_hash: string | null;
  external_subject: string | null;
  power: Generated<number>;
  server_id: Generated<string>;
  user_id: Generated<number>;
  faction_name: string | null;
  faction_code: string | null;
  faction_rank: string | null;
  level: number | null;
  /** The game marks the player for staff to notice (0033). */
  game_important: Generated<boolean>;
  last_seen_at: Timestamp | null;
  created_at: DefaultedTimestamp;
  /** When the account was erased (0039); null while it is a person's. */
  erased_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface RolesTable {
  key: string;
  name: Json<LocalizedTextColumn>;
  created_at: DefaultedTimestamp;
}

export interface AccountRolesTable {
  account_id: number;
  role_key: string;
}

export interface GroupsTable {
  key: string;
  ticket_type: number;
  name: Json<LocalizedTextColumn>;
  description: Json<LocalizedTextColumn>;
  icon: Generated<string>;
  is_web: boolean;
  require_attachments: Generated<boolean>;
  welcome_message: Json<LocalizedTextColumn>;
  precanned_answers: DefaultedJson<PrecannedAnswerColumn[]>;
  /** Null: the config key `tickets.inactiveMinutesWarning` (0027); 0: no warning. */
  inactive_minutes_warning: number | null;
  position: Generated<number>;
}

export interface GroupAdminRolesTable {
  group_key: string;
  role_key: string;
}

export interface CategoriesTable {
  group_key: string;
  key: string;
  title: Json<LocalizedTextColumn>;
  description: Json<LocalizedTextColumn>;
  info_only: Generated<boolean>;
  info_text: Json<LocalizedTextColumn> | null;
  fields: DefaultedJson<CategoryFieldColumn[]>;
  weight: Generated<number>;
  position: Generated<number>;
}

export interface CategoryRulesTable {
  group_key: string;
  category_key: string;
  key: string;
  is_secondary: boolean;
  pretty_name: Json<LocalizedTextColumn>;
  description: Json<LocalizedTextColumn>;
  position: Generated<number>;
}

export interface TicketsTable {
  id: Generated<number>;
  type: number;
  group_key: string;
  category_key: string;
  is_web: boolean;
  title: string;
  status: Generated<number>;
  created_by: number;
  created_at: DefaultedTimestamp;
  last_comment_at: DefaultedTimestamp;
  closed_at: Timestamp | null;
  comments_count: Generated<number>;
  category_weight: Generated<number>;
  is_assigned: Generated<boolean>;
  input_fields: DefaultedJson<Record<string, string>>;
  attachments: DefaultedJson<string[]>;
  reviewed: Generated<boolean>;
  report_accused_name: string | null;
  report_accused_id: number | null;
  report_date: Timestamp | null;
  in_fraganti: Generated<boolean>;
  broken_rules: ColumnType<string[], string[] | undefined, string[]>;
  secondary_rules: ColumnType<string[], string[] | undefined, string[]>;
  description: string | null;
  resolution: string | null;
  /** A public event's date as the calendar wrote it, its moment, and its place on the map. */
  event_start: string | null;
  event_at: Timestamp | null;
  event_place: string | null;
  search_es: SearchVector;
  search_en: SearchVector;
  /** When retention erased its text (0040); null while it keeps it. */
  erased_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface TicketAssigneesTable {
  ticket_id: number;
  account_id: number;
  assigned_by: number | null;
  assigned_at: DefaultedTimestamp;
}

export interface TicketRoleAssigneesTable {
  ticket_id: number;
  role_key: string;
  assigned_by: number | null;
  assigned_at: DefaultedTimestamp;
}

export interface ReportPartnersTable {
  ticket_id: number;
  position: number;
  name: string;
  account_id: number | null;
}

export interface CommentsTable {
  id: Generated<number>;
  ticket_id: number;
  author_id: number;
  message: string;
  action: Generated<string>;
  staff_only: Generated<boolean>;
  ai_generated: Generated<boolean>;
  ai_response_id: number | null;
  /** The account an assign/unassign action names. */
  target_account_id: ColumnType<number | null, number | null | undefined, number | null>;
  edited: Generated<boolean>;
  created_at: DefaultedTimestamp;
  updated_at: Timestamp | null;
  search_es: SearchVector;
  search_en: SearchVector;
  /**
   * Whether the comment's ticket was open when it was written (0035): read only by instances of
   * the release before 0043 (`open_ticket_comments` replaced it); to be dropped.
   */
  ticket_open: ColumnType<boolean, never, never>;
}

/**
 * The comments of open tickets, with their search columns copied, kept by triggers (0043): what an
 * open list's search reads from its GIN indexes.
 */
export interface OpenTicketCommentsTable {
  comment_id: ColumnType<number, never, never>;
  ticket_id: ColumnType<number, never, never>;
  staff_only: ColumnType<boolean, never, never>;
  search_es: SearchVector;
  search_en: SearchVector;
}

export interface CommentHistoryTable {
  id: Generated<number>;
  comment_id: number;
  message: string;
  created_at: Timestamp;
}

export interface TicketReadsTable {
  ticket_id: number;
  account_id: number;
  read_count: number;
  read_at: DefaultedTimestamp;
}

export interface ReviewsTable {
  id: Generated<number>;
  ticket_id: number;
  reviewer_id: number;
  points: number;
  comment: string;
  group_key: string;
  category_key: string;
  created_at: DefaultedTimestamp;
}

export interface AiResponsesTable {
  id: Generated<number>;
  ticket_id: number;
  source_comment_id: number | null;
  response: string;
  accepted_by: number | null;
  accepted_at: Timestamp | null;
  created_at: DefaultedTimestamp;
  /** Where the suggestion came from (0028): a past ticket's answer, a canned answer or a model. */
  source_kind: 'ticket' | 'canned' | 'model';
  source_ticket_id: number | null;
  /** The past ticket's or canned answer's title; null for a model's suggestion. */
  source_title: string | null;
  model: string | null;
  /** The staff member the suggestion was made for. */
  requested_by: number | null;
  /** When staff first opened it for editing (`POST /ai/accept-edit`). */
  edit_started_at: Timestamp | null;
  /** Null until sent; then whether staff changed it first. */
  sent_edited: boolean | null;
}

export interface AiResponseRatingsTable {
  response_id: number;
  account_id: number;
  helpful: boolean;
  rated_at: DefaultedTimestamp;
}

export interface AccessTokensTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  endpoints: string[];
  permissions: string[];
  /** SHA-256 of the secret, hex; the secret itself is never stored. */
  secret_hash: string;
  created_by: number;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  is_active: Generated<boolean>;
  deleted_at: Timestamp | null;
  last_used_at: Timestamp | null;
  last_used_address: string | null;
}

export interface ConfigEntriesTable {
  key: string;
  value: string;
  description: Generated<string>;
  updated_at: DefaultedTimestamp;
  updated_by: number | null;
}

export interface IncidentsTable {
  id: Generated<number>;
  title: string;
  description: string;
  status: Generated<string>;
  created_by: number | null;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
  updated_by: number | null;
}

export type IncidentEntryKind = 'note' | 'status';

export interface IncidentEntriesTable {
  id: Generated<number>;
  incident_id: number;
  kind: ColumnType<IncidentEntryKind, IncidentEntryKind | undefined, never>;
  /** The status a `status` entry set; null on notes. */
  status: string | null;
  author: string;
  message: string;
  created_at: DefaultedTimestamp;
  created_by: number | null;
  updated_at: Timestamp | null;
  updated_by: number | null;
}

export interface AssistantChatsTable {
  id: Generated<number>;
  account_id: number;
  ticket_id: number | null;
  title: string;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface AssistantMessagesTable {
  id: Generated<number>;
  chat_id: number;
  role: 'user' | 'assistant';
  text: string;
  model_name: string | null;
  created_at: DefaultedTimestamp;
}

/** Opened, unassigned tickets per tab and group, kept by a trigger for the tab badges. */
export interface TicketUnassignedCountsTable {
  type: number;
  group_key: string;
  count: number;
}

/** Tickets per tab, status and group, kept by a trigger for the admin tables' totals (0025). */
export interface TicketCountsTable {
  type: number;
  status: number;
  group_key: string;
  count: number;
}

/** An `Idempotency-Key` of a creating call; `status`/`body` stay null until it is answered. */
export interface IdempotentRequestsTable {
  account_id: number;
  key: string;
  request_hash: string;
  status: number | null;
  body: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: DefaultedTimestamp;
}

export interface WebhooksTable {
  id: Generated<number>;
  url: string;
  events: string[];
  format: string;
  description: Generated<string>;
  /** Kept as written: it signs every delivery. Shown once, at creation. */
  secret: string;
  created_by: number;
  created_at: DefaultedTimestamp;
}

/** The webhooks' outbox: written with the change, fanned out to deliveries once. */
export interface WebhookEventsTable {
  id: Generated<string>;
  event: string;
  ticket_id: number;
  comment_id: number | null;
  created_at: DefaultedTimestamp;
}

/** One audit entry (migration 0038): append-only, a trigger refuses changing or removing it. */
export interface AuditLogTable {
  id: Generated<number>;
  at: DefaultedTimestamp;
  via: 'session' | 'token' | 'provider' | 'portal';
  actor_id: number | null;
  token_id: number | null;
  address: string | null;
  action: string;
  target_kind: string;
  target_id: string;
  subject_id: number | null;
  changes: DefaultedJson<Array<{ field: string; before: string | null; after: string | null }>>;
}

export interface WebhookDeliveriesTable {
  id: string;
  /** The order deliveries were made in, which each webhook's are sent in. */
  seq: Generated<string>;
  webhook_id: number;
  event: string;
  ticket_id: number | null;
  payload: unknown;
  status: Generated<string>;
  /** When a pending delivery is tried next (or its claim ends); null once it is done. */
  next_attempt_at: Timestamp | null;
  created_at: DefaultedTimestamp;
}

export interface WebhookAttemptsTable {
  id: Generated<string>;
  delivery_id: string;
  attempted_at: DefaultedTimestamp;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

export interface LiveOutboxTable {
  id: Generated<string>;
  event: string;
  /** Null for events about no ticket: `tokens-changed`, `config-changed`, `incidents-changed`. */
  ticket_id: number | null;
  comment_id: number | null;
  token_id: number | null;
  config_key: string | null;
  incident_id: number | null;
  staff_only: Generated<boolean>;
  former_assignee_ids: number[] | null;
  former_role_keys: string[] | null;
  claimed_until: Timestamp;
}

export interface SessionsTable {
  id: string;
  account_id: number;
  created_at: DefaultedTimestamp;
  expires_at: Timestamp;
  last_used_at: DefaultedTimestamp;
  ended_at: Timestamp | null;
}

export interface UsedLaunchCodesTable {
  code_hash: string;
  expires_at: Timestamp;
}

export interface TicketWaitsTable {
  id: Generated<string>;
  ticket_id: number;
  category_key: string;
  started_at: Timestamp;
  answered_at: Timestamp | null;
  answered_by: number | null;
  ended_at: Timestamp | null;
  /** Generated from the two times; bigint, so pg reads it as a string. */
  response_ms: ColumnType<string | null, never, never>;
}

export interface ReviewStaffTable {
  review_id: number;
  staff_id: number;
  points: number;
  created_at: Timestamp;
}

export interface StaffReviewTotalsTable {
  staff_id: number;
  reviews: Generated<number>;
  points: Generated<number>;
  /** Reviews with 1 to 5 stars, in that order. */
  stars: ColumnType<number[], number[] | undefined, number[]>;
}

export interface Database {
  accounts: AccountsTable;
  roles: RolesTable;
  account_roles: AccountRolesTable;
  groups: GroupsTable;
  group_admin_roles: GroupAdminRolesTable;
  categories: CategoriesTable;
  category_rules: CategoryRulesTable;
  tickets: TicketsTable;
  ticket_unassigned_counts: TicketUnassignedCountsTable;
  ticket_counts: TicketCountsTable;
  ticket_assignees: TicketAssigneesTable;
  ticket_role_assignees: TicketRoleAssigneesTable;
  report_partners: ReportPartnersTable;
  comments: CommentsTable;
  comment_history: CommentHistoryTable;
  open_ticket_comments: OpenTicketCommentsTable;
  ticket_reads: TicketReadsTable;
  reviews: ReviewsTable;
  ai_responses: AiResponsesTable;
  ai_response_ratings: AiResponseRatingsTable;
  access_tokens: AccessTokensTable;
  config_entries: ConfigEntriesTable;
  incidents: IncidentsTable;
  incident_entries: IncidentEntriesTable;
  assistant_chats: AssistantChatsTable;
  assistant_messages: AssistantMessagesTable;
  live_outbox: LiveOutboxTable;
  webhooks: WebhooksTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  audit_log: AuditLogTable;
  idempotent_requests: IdempotentRequestsTable;
  sessions: SessionsTable;
  used_launch_codes: UsedLaunchCodesTable;
  ticket_waits: TicketWaitsTable;
  review_staff: ReviewStaffTable;
  staff_review_totals: StaffReviewTotalsTable;
}

export type AccountRow = Selectable<AccountsTable>;
export type GroupRow = Selectable<GroupsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
export type CategoryRuleRow = Selectable<CategoryRulesTable>;
/**
 * Search vectors are only matched inside SQL: reads never carry them (kilobytes per row); nor
 * when retention erased the text, which only retention reads.
 */
export type TicketRow = Omit<Selectable<TicketsTable>, 'search_es' | 'search_en' | 'erased_at'>;
export type NewTicket = Insertable<TicketsTable>;
export type ReviewRow = Selectable<ReviewsTable>;
export type CommentRow = Omit<Selectable<CommentsTable>, 'search_es' | 'search_en' | 'ticket_open'>;
export type NewComment = Insertable<CommentsTable>;

/** Every column a ticket read selects; the record makes the compiler list each one. */
const TICKET_COLUMN_SET: Record<keyof TicketRow, true> = {
  id: true,
  type: true,
  group_key: true,
  category_key: true,
  is_web: true,
  title: true,
  status: true,
  created_by: true,
  created_at: true,
  last_comment_at: true,
  closed_at: true,
  comments_count: true,
  category_weight: true,
  is_assigned: true,
  input_fields: true,
  attachments: true,
  reviewed: true,
  report_accused_name: true,
  report_accused_id: true,
  report_date: true,
  in_fraganti: true,
  broken_rules: true,
  secondary_rules: true,
  description: true,
  resolution: true,
  event_start: true,
  event_at: true,
  event_place: true,
};
export const TICKET_COLUMNS = Object.keys(TICKET_COLUMN_SET) as (keyof TicketRow)[];

const COMMENT_COLUMN_SET: Record<keyof CommentRow, true> = {
  id: true,
  ticket_id: true,
  author_id: true,
  message: true,
  action: true,
  staff_only: true,
  ai_generated: true,
  ai_response_id: true,
  target_account_id: true,
  edited: true,
  created_at: true,
  updated_at: true,
};
export const COMMENT_COLUMNS = Object.keys(COMMENT_COLUMN_SET) as (keyof CommentRow)[];
export type LiveOutboxRow = Selectable<LiveOutboxTable>;

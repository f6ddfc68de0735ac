import { accountsAndCommunity } from './0001-accounts-and-community';
import { ticketsAndComments } from './0002-tickets-and-comments';
import { administration } from './0003-administration';
import { commentTargetsAndPresence } from './0004-comment-targets-and-presence';
import { ticketListIndexes } from './0005-ticket-list-indexes';
import { ticketListSearch } from './0005-ticket-list-search';
import { ticketListTabGroups } from './0005-ticket-list-tab-groups';
import { openTicketSearch } from './0006-open-ticket-search';
import { assigneeListState } from './0007-assignee-list-state';
import { assignmentSortKeys } from './0008-assignment-sort-keys';
import { ticketListStatistics } from './0009-ticket-list-statistics';
import { ownTicketSortKeys } from './0010-own-ticket-sort-keys';
import { dropTicketCommentDocuments } from './0011-drop-ticket-comment-documents';
import { liveOutbox } from './0012-live-outbox';
import { sessions } from './0013-sessions';
import { publicEventChoice } from './0014-public-event-choice';
import { responseTimes } from './0015-response-times';
import { statisticsIndexes } from './0016-statistics-indexes';
import { staffPerformance } from './0017-staff-performance';
import { lastMonthSummary } from './0018-last-month-summary';
import { userLeaderboards } from './0019-user-leaderboards';
import { accessTokens } from './0021-access-tokens';
import { configChanges } from './0022-config-changes';
import { incidentLog } from './0023-incident-log';
import { dailyStaffCounts } from './0024-daily-staff-counts';
import { adminTableCounters } from './0025-admin-table-counters';
import { groupInactivityDefault } from './0027-group-inactivity-default';
import { aiSuggestions } from './0028-ai-suggestions';
import { bulkTicketCounts } from './0029-bulk-ticket-counts';
import { staffPowerIndex } from './0030-staff-power-index';
import { idempotentRequests } from './0031-idempotent-requests';
import { searchFoldedText } from './0032-search-folded-text';
import { gameImportantPlayers } from './0033-game-important-players';
import { deferredTicketCounters } from './0034-deferred-ticket-counters';
import { openTicketComments } from './0035-open-ticket-comments';
import { deferredSharedCounters } from './0036-deferred-shared-counters';
import { webhooks } from './0037-webhooks';
import { auditLog } from './0038-audit-log';
import { erasedAccounts } from './0039-erased-accounts';
import { ticketRetention } from './0040-ticket-retention';
import { changeHistoryInAudit } from './0041-change-history-in-audit';
import { countersAtCommit } from './0042-counters-at-commit';
import { openTicketCommentSearch } from './0043-open-ticket-comment-search';
import { uncountedAssignmentUpdates } from './0044-uncounted-assignment-updates';
import type { SqlMigration } from './sql-migration';

/** Every migration, in order. New ones are appended here and never edited once released. */
export const MIGRATIONS: readonly SqlMigration[] = [
  accountsAndCommunity,
  ticketsAndComments,
  administration,
  commentTargetsAndPresence,
  ticketListIndexes,
  ticketListSearch,
  ticketListTabGroups,
  openTicketSearch,
  assigneeListState,
  assignmentSortKeys,
  ticketListStatistics,
  ownTicketSortKeys,
  dropTicketCommentDocuments,
  liveOutbox,
  sessions,
  publicEventChoice,
  responseTimes,
  statisticsIndexes,
  staffPerformance,
  lastMonthSummary,
  userLeaderboards,
  accessTokens,
  configChanges,
  incidentLog,
  dailyStaffCounts,
  adminTableCounters,
  groupInactivityDefault,
  aiSuggestions,
  bulkTicketCounts,
  staffPowerIndex,
  idempotentRequests,
  searchFoldedText,
  gameImportantPlayers,
  deferredTicketCounters,
  openTicketComments,
  deferredSharedCounters,
  webhooks,
  auditLog,
  erasedAccounts,
  ticketRetention,
  changeHistoryInAudit,
  countersAtCommit,
  openTicketCommentSearch,
  uncountedAssignmentUpdates,
];

import type { CallName } from '@portal/shared/contract';
import type { MatrixRow } from './matrix-row';
import { SESSION_ROWS } from './session-rows';
import { TICKET_ROWS } from './ticket-rows';

/** SPEC §7 "Ticket and comments". */
export const TICKET_CALLS: readonly CallName[] = [
  'createTicket',
  'listComments',
  'staffComments',
  'postComment',
  'editComment',
  'deleteComment',
  'takeTicket',
  'closeTicket',
  'reopenTicket',
  'requestIntervention',
  'assignUser',
  'unassignUser',
  'assignRole',
  'unassignRole',
  'ticketRolePossibleAssignees',
  'ticketPossibleAssignees',
  'review',
  'getTicket',
  'listTickets',
  'listReports',
];

/** SPEC §7 "Session and reference data" (plus `/me`, the contract's own-account call). */
export const SESSION_CALLS: readonly CallName[] = [
  'login',
  'tokenFrame',
  'userPower',
  'me',
  'lang',
  'groups',
  'roles',
  'hashesOnline',
  'importantHashes',
  'serverImage',
  'getUrlFrame',
];

/** Every call that needs a matrix row. */
export const MATRIX_CALLS: readonly CallName[] = [...TICKET_CALLS, ...SESSION_CALLS];

export const MATRIX_ROWS: readonly MatrixRow[] = [...TICKET_ROWS, ...SESSION_ROWS];

import { accountCalls } from './accounts';
import { adminCalls } from './admin';
import { aiCalls } from './ai';
import { assignmentCalls } from './assignment';
import { assistantCalls } from './assistant';
import { attachmentCalls } from './attachments';
import { auditCalls } from './audit';
import { bulkActionCalls } from './bulk-actions';
import { commentCalls } from './comments';
import { configCalls } from './config';
import { incidentCalls } from './incidents';
import { privacyCalls } from './privacy';
import { relatedReportCalls } from './related-reports';
import { reviewCalls } from './reviews';
import { sessionCalls } from './session';
import { statsCalls } from './stats';
import { ticketCalls } from './tickets';
import { tokenCalls } from './tokens';
import { webhookCalls } from './webhooks';

/** The calls of each area of the portal (the API description's sections). */
export const callAreas = {
  session: sessionCalls,
  privacy: privacyCalls,
  tickets: ticketCalls,
  relatedReports: relatedReportCalls,
  bulkActions: bulkActionCalls,
  attachments: attachmentCalls,
  comments: commentCalls,
  assignment: assignmentCalls,
  reviews: reviewCalls,
  stats: statsCalls,
  admin: adminCalls,
  accounts: accountCalls,
  tokens: tokenCalls,
  webhooks: webhookCalls,
  audit: auditCalls,
  config: configCalls,
  incidents: incidentCalls,
  ai: aiCalls,
  assistant: assistantCalls,
} as const;

/** Every API call, by name. Paths are relative to `/api`. */
export const calls = {
  ...sessionCalls,
  ...privacyCalls,
  ...ticketCalls,
  ...relatedReportCalls,
  ...bulkActionCalls,
  ...attachmentCalls,
  ...commentCalls,
  ...assignmentCalls,
  ...reviewCalls,
  ...statsCalls,
  ...adminCalls,
  ...accountCalls,
  ...tokenCalls,
  ...webhookCalls,
  ...auditCalls,
  ...configCalls,
  ...incidentCalls,
  ...aiCalls,
  ...assistantCalls,
} as const;
export type Calls = typeof calls;
export type CallName = keyof Calls;

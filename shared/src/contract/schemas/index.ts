import { callAreas } from '../calls/index';
import type { CallConfig, CallSchemas, SchemasOf } from '../define-call';
import { accountSchemas } from './calls/accounts';
import { adminSchemas } from './calls/admin';
import { aiSchemas } from './calls/ai';
import { assignmentSchemas } from './calls/assignment';
import { assistantSchemas } from './calls/assistant';
import { attachmentSchemas } from './calls/attachments';
import { auditSchemas } from './calls/audit';
import { bulkActionSchemas } from './calls/bulk-actions';
import { commentSchemas } from './calls/comments';
import { configSchemas } from './calls/config';
import { incidentSchemas } from './calls/incidents';
import { privacySchemas } from './calls/privacy';
import { relatedReportSchemas } from './calls/related-reports';
import { reviewSchemas } from './calls/reviews';
import { sessionSchemas } from './calls/session';
import { statsSchemas } from './calls/stats';
import { ticketSchemas } from './calls/tickets';
import { tokenSchemas } from './calls/tokens';
import { webhookSchemas } from './calls/webhooks';

/**
 * `@portal/shared/contract/schemas`: the contract's zod schemas (entities, bodies, each call's
 * schemas). The server parses with them; in the browser only forms and checks that run after the
 * first screen import them, so zod is never part of the first page.
 */
export * from './access-token';
export * from './account';
export * from './api-error';
export * from './assistant';
export * from './audit';
export * from './automatic-response';
export * from './calls/accounts';
export * from './calls/admin';
export * from './calls/ai';
export * from './calls/assignment';
export * from './calls/assistant';
export * from './calls/attachments';
export * from './calls/audit';
export * from './calls/bulk-actions';
export * from './calls/comments';
export * from './calls/config';
export * from './calls/incidents';
export * from './calls/privacy';
export * from './calls/related-reports';
export * from './calls/reviews';
export * from './calls/session';
export * from './calls/stats';
export * from './calls/tickets';
export * from './calls/tokens';
export * from './calls/webhooks';
export * from './category';
export * from './comment';
export * from './common';
export * from './config-entry';
export * from './create-ticket';
export * from './event-frame';
export * from './group';
export * from './idempotency-key';
export * from './incident';
export * from './live-events';
export * from './review';
export * from './role';
export * from './stats';
export * from './ticket';
export * from './ticket-list';
export * from './ticket-outcomes';
export * from './webhook';

/** The schemas of every call, by area and name, as `callAreas` holds the calls. */
const schemaAreas = {
  session: sessionSchemas,
  privacy: privacySchemas,
  tickets: ticketSchemas,
  relatedReports: relatedReportSchemas,
  bulkActions: bulkActionSchemas,
  attachments: attachmentSchemas,
  comments: commentSchemas,
  assignment: assignmentSchemas,
  reviews: reviewSchemas,
  stats: statsSchemas,
  admin: adminSchemas,
  accounts: accountSchemas,
  tokens: tokenSchemas,
  webhooks: webhookSchemas,
  audit: auditSchemas,
  config: configSchemas,
  incidents: incidentSchemas,
  ai: aiSchemas,
  assistant: assistantSchemas,
} satisfies {
  [Area in keyof typeof callAreas]: { [Name in keyof (typeof callAreas)[Area]]: CallSchemas };
};

const byRoute = new Map<string, CallSchemas>();
for (const [area, areaCalls] of Object.entries(callAreas)) {
  const areaSchemas: Record<string, CallSchemas> = schemaAreas[area as keyof typeof schemaAreas];
  for (const [name, call] of Object.entries(areaCalls)) {
    byRoute.set(`${call.method} ${call.path}`, areaSchemas[name] as CallSchemas);
  }
}

/**
 * The schemas of one call, found by its method and path (the same call may be a different object
 * in another bundle); a call the contract does not declare is a programming error.
 */
export function callSchemas<C extends CallConfig>(call: C): SchemasOf<C> {
  const schemas = byRoute.get(`${call.method} ${call.path}`);
  if (!schemas) throw new Error(`${call.method} ${call.path} is not a call of the contract`);
  return schemas as SchemasOf<C>;
}

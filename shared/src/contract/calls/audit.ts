import { defineCalls, downloadRoute } from '../define-call';
import type { auditSchemas } from '../schemas/calls/audit';

export const auditCalls = defineCalls<typeof auditSchemas>()({
  /** The audit trail, newest first, a page at a time (administrators). */
  auditLog: { method: 'GET', path: '/admin/audit' },
  /** Every entry the filters match, as CSV (the download is itself recorded). */
  auditCsv: downloadRoute({ method: 'GET', path: '/admin/audit/csv' }),
});

import { defineCalls } from '../define-call';
import type { relatedReportSchemas } from '../schemas/calls/related-reports';

/**
 * Reports against the same player (issue 32.2): matched by the accused's linked account, never by
 * the typed name, so every spelling of one player groups together. Staff only, and only the
 * reports the viewer may see.
 */
export const relatedReportCalls = defineCalls<typeof relatedReportSchemas>()({
  /** The other open reports against this report's accused, newest first (at most `LIMITS.relatedReportsMax`). */
  relatedReports: { method: 'GET', path: '/reports/related/:ticketId' },
  /**
   * Closes this report and those related reports with one resolution; each keeps its own thread,
   * close line and live events, and the rules are checked per report.
   */
  closeRelatedReports: { method: 'POST', path: '/reports/related/:ticketId/close' },
});

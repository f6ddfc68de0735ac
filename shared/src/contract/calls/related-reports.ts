import { z } from 'zod';
import { defineCall } from '../define-call';
import { CLOSE_RESOLUTIONS } from '../limits';
import { idParamSchema } from '../schemas/common';
import { ticketSchema } from '../schemas/ticket';
import { ticketOutcomesSchema } from '../schemas/ticket-outcomes';

const reportParams = z.strictObject({ ticketId: idParamSchema });

export const closeRelatedReportsBodySchema = z.strictObject({
  resolveType: z.enum(CLOSE_RESOLUTIONS, {
    error: `The resolution is ${CLOSE_RESOLUTIONS.join(' or ')}.`,
  }),
});

/**
 * Reports against the same player (issue 32.2): matched by the accused's linked account, never by
 * the typed name, so every spelling of one player groups together. Staff only, and only the
 * reports the viewer may see.
 */
export const relatedReportCalls = {
  /** The other open reports against this report's accused, newest first (at most `LIMITS.relatedReportsMax`). */
  relatedReports: defineCall({
    method: 'GET',
    path: '/reports/related/:ticketId',
    params: reportParams,
    response: z.array(ticketSchema),
  }),
  /**
   * Closes this report and those related reports with one resolution; each keeps its own thread,
   * close line and live events, and the rules are checked per report.
   */
  closeRelatedReports: defineCall({
    method: 'POST',
    path: '/reports/related/:ticketId/close',
    params: reportParams,
    body: closeRelatedReportsBodySchema,
    response: ticketOutcomesSchema,
  }),
} as const;

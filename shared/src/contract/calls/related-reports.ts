import { z } from 'zod';
import { defineCall } from '../define-call';
import { CLOSE_RESOLUTIONS } from '../limits';
import { idParamSchema, idSchema } from '../schemas/common';
import { ticketSchema } from '../schemas/ticket';

const reportParams = z.strictObject({ ticketId: idParamSchema });

export const closeRelatedReportsBodySchema = z.strictObject({
  resolveType: z.enum(CLOSE_RESOLUTIONS, {
    error: `The resolution is ${CLOSE_RESOLUTIONS.join(' or ')}.`,
  }),
});

/** What closing reports together did, report by report. */
export const closeRelatedReportsResponseSchema = z.object({
  closed: z.array(idSchema),
  /** Each report that was not closed, with the catalogue code that says why. */
  refused: z.array(z.object({ ticketId: idSchema, code: z.string() })),
});
export type CloseRelatedReportsResponse = z.infer<typeof closeRelatedReportsResponseSchema>;

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
    response: closeRelatedReportsResponseSchema,
  }),
} as const;

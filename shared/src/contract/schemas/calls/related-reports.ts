import { z } from 'zod';
import { CLOSE_RESOLUTIONS } from '../../limits';
import { idParamSchema } from '../common';
import { ticketSchema } from '../ticket';
import { ticketOutcomesSchema } from '../ticket-outcomes';

const reportParams = z.strictObject({ ticketId: idParamSchema });

export const closeRelatedReportsBodySchema = z.strictObject({
  resolveType: z.enum(CLOSE_RESOLUTIONS, {
    error: `The resolution is ${CLOSE_RESOLUTIONS.join(' or ')}.`,
  }),
});

/** The schemas of each call in `calls/related-reports.ts`, by the same names. */
export const relatedReportSchemas = {
  relatedReports: { params: reportParams, response: z.array(ticketSchema) },
  closeRelatedReports: {
    params: reportParams,
    body: closeRelatedReportsBodySchema,
    response: ticketOutcomesSchema,
  },
};

import { z } from 'zod';
import { CLOSE_RESOLUTIONS } from '../../limits';
import { idParamSchema, idSchema, okResponseSchema } from '../common';
import { createTicketBodySchema } from '../create-ticket';
import { ticketSchema } from '../ticket';
import { ticketListBodySchema, ticketListResponseSchema } from '../ticket-list';

export const ticketIdBodySchema = z.strictObject({ ticketId: idSchema });

/** Closing a report needs a resolution; support tickets close without one. */
export const closeTicketBodySchema = z.strictObject({
  ticketId: idSchema,
  resolveType: z
    .enum(CLOSE_RESOLUTIONS, { error: `The resolution is ${CLOSE_RESOLUTIONS.join(' or ')}.` })
    .optional(),
});

/** The schemas of each call in `calls/tickets.ts`, by the same names. */
export const ticketSchemas = {
  createTicket: { body: createTicketBodySchema, response: z.object({ ticketId: idSchema }) },
  listTickets: { body: ticketListBodySchema, response: ticketListResponseSchema },
  listReports: { body: ticketListBodySchema, response: ticketListResponseSchema },
  getTicket: { params: z.strictObject({ id: idParamSchema }), response: ticketSchema },
  closeTicket: { body: closeTicketBodySchema, response: ticketSchema },
  reopenTicket: { body: ticketIdBodySchema, response: ticketSchema },
  requestIntervention: { body: ticketIdBodySchema, response: okResponseSchema },
};

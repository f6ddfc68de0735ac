import { z } from 'zod';
import { defineCall } from '../define-call';
import { CLOSE_RESOLUTIONS } from '../limits';
import { idParamSchema, idSchema, okResponseSchema } from '../schemas/common';
import { createTicketBodySchema } from '../schemas/create-ticket';
import { ticketSchema } from '../schemas/ticket';
import { ticketListBodySchema, ticketListResponseSchema } from '../schemas/ticket-list';

export const ticketIdBodySchema = z.strictObject({ ticketId: idSchema });

/** Closing a report needs a resolution; support tickets close without one. */
export const closeTicketBodySchema = z.strictObject({
  ticketId: idSchema,
  resolveType: z
    .enum(CLOSE_RESOLUTIONS, { error: `The resolution is ${CLOSE_RESOLUTIONS.join(' or ')}.` })
    .optional(),
});

export const ticketCalls = {
  createTicket: defineCall({
    method: 'POST',
    path: '/ticket',
    body: createTicketBodySchema,
    idempotent: 'replay',
    response: z.object({ ticketId: idSchema }),
  }),
  listTickets: defineCall({
    method: 'POST',
    path: '/tickets',
    reads: true,
    body: ticketListBodySchema,
    response: ticketListResponseSchema,
  }),
  listReports: defineCall({
    method: 'POST',
    path: '/reports',
    reads: true,
    body: ticketListBodySchema,
    response: ticketListResponseSchema,
  }),
  getTicket: defineCall({
    method: 'GET',
    path: '/getTicket/:id',
    params: z.strictObject({ id: idParamSchema }),
    response: ticketSchema,
  }),
  closeTicket: defineCall({
    method: 'POST',
    path: '/closeTicket',
    body: closeTicketBodySchema,
    response: ticketSchema,
  }),
  reopenTicket: defineCall({
    method: 'POST',
    path: '/reopenTicket',
    body: ticketIdBodySchema,
    response: ticketSchema,
  }),
  /** The creator or accused of a report asks staff for more responses (logs requestComments). */
  requestIntervention: defineCall({
    method: 'POST',
    path: '/requestIntervention',
    body: ticketIdBodySchema,
    response: okResponseSchema,
  }),
} as const;

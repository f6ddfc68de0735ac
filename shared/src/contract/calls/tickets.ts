import { z } from 'zod';
import { defineCall } from '../define-call';
import { idParamSchema, idSchema } from '../schemas/common';
import { createTicketBodySchema } from '../schemas/create-ticket';
import { ticketSchema } from '../schemas/ticket';
import { ticketListBodySchema, ticketListResponseSchema } from '../schemas/ticket-list';

export const ticketIdBodySchema = z.strictObject({ ticketId: idSchema });

export const ticketCalls = {
  createTicket: defineCall({
    method: 'POST',
    path: '/ticket',
    body: createTicketBodySchema,
    response: z.object({ ticketId: idSchema }),
  }),
  listTickets: defineCall({
    method: 'POST',
    path: '/tickets',
    body: ticketListBodySchema,
    response: ticketListResponseSchema,
  }),
  listReports: defineCall({
    method: 'POST',
    path: '/reports',
    body: ticketListBodySchema,
    response: ticketListResponseSchema,
  }),
  getTicket: defineCall({
    method: 'GET',
    path: '/getTicket/:id',
    params: z.strictObject({ id: idParamSchema }),
    response: ticketSchema,
  }),
} as const;

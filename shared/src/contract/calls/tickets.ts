import { defineCalls } from '../define-call';
import type { ticketSchemas } from '../schemas/calls/tickets';

export const ticketCalls = defineCalls<typeof ticketSchemas>()({
  createTicket: { method: 'POST', path: '/ticket', idempotent: 'replay' },
  listTickets: { method: 'POST', path: '/tickets', reads: true },
  listReports: { method: 'POST', path: '/reports', reads: true },
  getTicket: { method: 'GET', path: '/getTicket/:id' },
  closeTicket: { method: 'POST', path: '/closeTicket' },
  reopenTicket: { method: 'POST', path: '/reopenTicket' },
  /** The creator or accused of a report asks staff for more responses (logs requestComments). */
  requestIntervention: { method: 'POST', path: '/requestIntervention' },
});

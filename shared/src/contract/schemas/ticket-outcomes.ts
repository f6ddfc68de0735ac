import { z } from 'zod';
import { idSchema } from './common';

/** What an action on several tickets did, ticket by ticket. */
export const ticketOutcomesSchema = z.object({
  done: z.array(idSchema),
  /** Each ticket left as it was, with the catalogue code that says why. */
  refused: z.array(z.object({ ticketId: idSchema, code: z.string() })),
});
export type TicketOutcomes = z.infer<typeof ticketOutcomesSchema>;

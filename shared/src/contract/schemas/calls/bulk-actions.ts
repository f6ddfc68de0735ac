import { z } from 'zod';
import { CLOSE_RESOLUTIONS, LIMITS } from '../../limits';
import { staffAccountSchema } from '../account';
import { idSchema, keySchema } from '../common';
import { roleSchema } from '../role';
import { ticketOutcomesSchema } from '../ticket-outcomes';

const ticketIdsSchema = z
  .array(idSchema)
  .min(1, 'Choose at least one ticket.')
  .max(LIMITS.bulkTicketsMax, `At most ${LIMITS.bulkTicketsMax} tickets at once.`)
  .refine((ids) => new Set(ids).size === ids.length, 'A ticket is listed twice.');

/** What a bulk action does to each ticket, with what the single action of that name needs. */
export const bulkActionBodySchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('take'), ticketIds: ticketIdsSchema }),
    z.strictObject({
      action: z.literal('assignUser'),
      ticketIds: ticketIdsSchema,
      userId: idSchema,
    }),
    z.strictObject({ action: z.literal('assignRole'), ticketIds: ticketIdsSchema, key: keySchema }),
    z.strictObject({
      action: z.literal('close'),
      ticketIds: ticketIdsSchema,
      /** Asked once for the reports among them; support tickets close without one. */
      resolveType: z.enum(CLOSE_RESOLUTIONS).optional(),
    }),
  ],
  { error: 'The action is take, assignUser, assignRole or close.' },
);

export type BulkActionBody = z.infer<typeof bulkActionBodySchema>;

export type BulkAction = BulkActionBody['action'];

export const bulkAssigneesBodySchema = z.strictObject({ ticketIds: ticketIdsSchema });

/** Who the chosen tickets can be handed to: members eligible for at least one, and the roles. */
export const bulkAssigneesResponseSchema = z.object({
  staff: z.array(staffAccountSchema),
  roles: z.array(roleSchema),
});

export type BulkAssignees = z.infer<typeof bulkAssigneesResponseSchema>;

/** The schemas of each call in `calls/bulk-actions.ts`, by the same names. */
export const bulkActionSchemas = {
  bulkAction: { body: bulkActionBodySchema, response: ticketOutcomesSchema },
  bulkAssignees: { body: bulkAssigneesBodySchema, response: bulkAssigneesResponseSchema },
};

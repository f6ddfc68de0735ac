import { z } from 'zod';
import { defineCall } from '../define-call';
import { CLOSE_RESOLUTIONS, LIMITS } from '../limits';
import { staffAccountSchema } from '../schemas/account';
import { idSchema, keySchema } from '../schemas/common';
import { roleSchema } from '../schemas/role';
import { ticketOutcomesSchema } from '../schemas/ticket-outcomes';

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

/**
 * Many tickets at once from the staff list (issue 32.3): each ticket is handled as the single
 * action would handle it (its permission, thread line, live events and audit), and the answer
 * says ticket by ticket what was done and why anything was refused.
 */
export const bulkActionCalls = {
  bulkAction: defineCall({
    method: 'POST',
    path: '/tickets/bulk',
    body: bulkActionBodySchema,
    response: ticketOutcomesSchema,
  }),
  bulkAssignees: defineCall({
    method: 'POST',
    path: '/tickets/bulk/assignees',
    body: bulkAssigneesBodySchema,
    response: bulkAssigneesResponseSchema,
  }),
} as const;

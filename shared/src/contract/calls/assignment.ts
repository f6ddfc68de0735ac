import { z } from 'zod';
import { defineCall } from '../define-call';
import { staffAccountSchema } from '../schemas/account';
import { idParamSchema, idSchema, keySchema } from '../schemas/common';
import { roleSchema } from '../schemas/role';
import { ticketSchema } from '../schemas/ticket';
import { ticketIdBodySchema } from './tickets';

export const assignUserBodySchema = z.strictObject({ ticketId: idSchema, userId: idSchema });
export const assignRoleBodySchema = z.strictObject({ ticketId: idSchema, key: keySchema });

const ticketIdParams = z.strictObject({ ticketId: idParamSchema });

export const assignmentCalls = {
  takeTicket: defineCall({
    method: 'POST',
    path: '/takeTicket',
    body: ticketIdBodySchema,
    response: ticketSchema,
  }),
  assignUser: defineCall({
    method: 'POST',
    path: '/assignUser',
    body: assignUserBodySchema,
    response: ticketSchema,
  }),
  unassignUser: defineCall({
    method: 'POST',
    path: '/unassignUser',
    body: assignUserBodySchema,
    response: ticketSchema,
  }),
  assignRole: defineCall({
    method: 'POST',
    path: '/assignRole',
    body: assignRoleBodySchema,
    response: ticketSchema,
  }),
  unassignRole: defineCall({
    method: 'POST',
    path: '/unassignRole',
    body: assignRoleBodySchema,
    response: ticketSchema,
  }),
  // The paths keep the SPEC's spelling ("Assigness"); the names are spelled correctly.
  ticketRolePossibleAssignees: defineCall({
    method: 'GET',
    path: '/ticketRolePossibleAssigness/:ticketId',
    params: ticketIdParams,
    response: z.array(roleSchema),
  }),
  ticketPossibleAssignees: defineCall({
    method: 'GET',
    path: '/ticketPossibleAssigness/:ticketId',
    params: ticketIdParams,
    response: z.array(staffAccountSchema),
  }),
  /** Every staff member, for the assignee filter of super-admins (not in SPEC §7). */
  staffDirectory: defineCall({
    method: 'GET',
    path: '/staff',
    response: z.array(staffAccountSchema),
  }),
} as const;

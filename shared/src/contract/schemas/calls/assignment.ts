import { z } from 'zod';
import { staffAccountSchema } from '../account';
import { idParamSchema, idSchema, keySchema } from '../common';
import { roleSchema } from '../role';
import { ticketSchema } from '../ticket';
import { ticketIdBodySchema } from './tickets';

export const assignUserBodySchema = z.strictObject({ ticketId: idSchema, userId: idSchema });

export const assignRoleBodySchema = z.strictObject({ ticketId: idSchema, key: keySchema });

const ticketIdParams = z.strictObject({ ticketId: idParamSchema });

/** The schemas of each call in `calls/assignment.ts`, by the same names. */
export const assignmentSchemas = {
  takeTicket: { body: ticketIdBodySchema, response: ticketSchema },
  assignUser: { body: assignUserBodySchema, response: ticketSchema },
  unassignUser: { body: assignUserBodySchema, response: ticketSchema },
  assignRole: { body: assignRoleBodySchema, response: ticketSchema },
  unassignRole: { body: assignRoleBodySchema, response: ticketSchema },
  ticketRolePossibleAssignees: { params: ticketIdParams, response: z.array(roleSchema) },
  ticketPossibleAssignees: { params: ticketIdParams, response: z.array(staffAccountSchema) },
  staffDirectory: { response: z.array(staffAccountSchema) },
};

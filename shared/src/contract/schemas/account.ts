import { z } from 'zod';
import { SERVER_IDS } from '../limits';
import { idSchema, keySchema, visualIdSchema } from './common';

export const serverIdSchema = z.enum(SERVER_IDS);

/** A full account; only the account itself and admins ever receive it. */
export const accountSchema = z.object({
  _id: idSchema,
  name: z.string(),
  visualId: visualIdSchema,
  power: z.int().nonnegative(),
  adminRoles: z.array(keySchema),
  serverId: serverIdSchema,
  userId: z.int().nonnegative(),
});
export type Account = z.infer<typeof accountSchema>;

/**
 * An account as a given viewer may see it. `name`, `_id` and `power` are present only for viewers
 * allowed to see real names; staff seen by anyone else carry `isStaff: true` and are shown with the
 * generic support name.
 */
export const publicAccountSchema = z.object({
  visualId: visualIdSchema,
  isStaff: z.boolean(),
  name: z.string().optional(),
  _id: idSchema.optional(),
  power: z.int().nonnegative().optional(),
});
export type PublicAccount = z.infer<typeof publicAccountSchema>;

/**
 * An account as admins see it, real name included: staff offered as possible assignees, people
 * on the admin panel's leaderboards.
 */
export const staffAccountSchema = z.object({
  _id: idSchema,
  name: z.string(),
  visualId: visualIdSchema,
  power: z.int().nonnegative(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

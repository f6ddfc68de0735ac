import { z } from 'zod';
import { COMMENT_ACTIONS } from '../limits';
import { publicAccountSchema } from './account';
import { idSchema, timestampSchema } from './common';

export const commentActionSchema = z.enum(COMMENT_ACTIONS);
export type CommentAction = z.infer<typeof commentActionSchema>;

export const messageHistoryEntrySchema = z.object({
  message: z.string(),
  timestamp: timestampSchema,
});

export const commentSchema = z.object({
  _id: idSchema,
  ticketId: idSchema,
  /**
   * Text of a comment; the role key of an assignRole/unassignRole action; the resolution of a
   * report's close, for staff; '' for other actions.
   */
  message: z.string(),
  action: commentActionSchema,
  createdBy: publicAccountSchema,
  /** The account an assign/unassign action names, shown as the viewer may see it (SPEC §6). */
  assignee: publicAccountSchema.optional(),
  timestamp: timestampSchema,
  staffOnly: z.boolean(),
  edited: z.boolean(),
  /** Earlier versions of an edited comment, oldest first. */
  messageHistory: z.array(messageHistoryEntrySchema),
  aiGenerated: z.boolean(),
});
export type TicketComment = z.infer<typeof commentSchema>;

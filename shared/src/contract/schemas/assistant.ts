import { z } from 'zod';
import { ASSISTANT_ROLES } from '../limits';
import { idSchema, timestampSchema } from './common';

export const assistantChatSchema = z.object({
  id: idSchema,
  title: z.string(),
  /** The ticket the chat was started about, when one was open. */
  ticketId: idSchema.nullable(),
  updatedAt: timestampSchema,
});
export type AssistantChat = z.infer<typeof assistantChatSchema>;

export const assistantMessageSchema = z.object({
  role: z.enum(ASSISTANT_ROLES),
  text: z.string(),
});
export type AssistantMessage = z.infer<typeof assistantMessageSchema>;

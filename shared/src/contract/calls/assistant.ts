import { z } from 'zod';
import { defineCall } from '../define-call';
import { ASSISTANT, LIMITS } from '../limits';
import { assistantChatSchema, assistantMessageSchema } from '../schemas/assistant';
import {
  cursorSchema,
  idParamSchema,
  idSchema,
  limitedText,
  nonBlankText,
} from '../schemas/common';

export const assistantHistoryEntrySchema = z.strictObject({
  role: assistantMessageSchema.shape.role,
  text: limitedText(ASSISTANT.replyLength, 'A history message'),
});

export const assistantChatBodySchema = z.strictObject({
  message: nonBlankText(ASSISTANT.messageLength, 'The message'),
  ticketId: idSchema.nullable().optional(),
  history: z
    .array(assistantHistoryEntrySchema)
    .max(ASSISTANT.historySent, {
      error: `Send at most the last ${ASSISTANT.historySent} messages.`,
    })
    .default([]),
  /** Left out, the model named by CONFIG_KEYS.assistantDefaultModel answers. */
  modelName: nonBlankText(LIMITS.keyLength, 'The model name').optional(),
  chatId: idSchema.optional(),
});
export type AssistantChatBody = z.output<typeof assistantChatBodySchema>;

export const assistantCalls = {
  assistantChats: defineCall({
    method: 'GET',
    path: '/assistant/chats',
    response: z.array(assistantChatSchema),
  }),
  createAssistantChat: defineCall({
    method: 'POST',
    path: '/assistant/chats',
    body: z.strictObject({ ticketId: idSchema.nullable().optional() }),
    response: assistantChatSchema,
  }),
  assistantChatMessages: defineCall({
    method: 'POST',
    path: '/assistant/chats/:chatId/messages',
    params: z.strictObject({ chatId: idParamSchema }),
    body: z.strictObject({ cursor: cursorSchema.optional() }),
    response: z.object({
      data: z.array(assistantMessageSchema),
      cursor: z.string().nullable(),
      hasMore: z.boolean(),
    }),
  }),
  assistantChat: defineCall({
    method: 'POST',
    path: '/assistant/chat',
    body: assistantChatBodySchema,
    /** `model` names the model that answered; null when the offline retrieval answered. */
    response: z.object({ text: z.string(), chatId: idSchema, model: z.string().nullable() }),
  }),
} as const;

import { z } from 'zod';
import { ASSISTANT, DEFAULT_LANGUAGE, LIMITS } from '../../limits';
import { assistantChatSchema, assistantMessageSchema } from '../assistant';
import { idParamSchema, idSchema, languageSchema, limitedText, nonBlankText } from '../common';

export const assistantHistoryEntrySchema = z.strictObject({
  role: assistantMessageSchema.shape.role,
  text: limitedText(ASSISTANT.replyLength, 'A history message'),
});

/** Older messages of a chat start before the message the cursor names (its id). */
const olderMessagesCursorSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, { error: 'The cursor is not valid.' })
  .transform(Number)
  .pipe(idSchema);

export const assistantChatBodySchema = z.strictObject({
  /** Trimmed (SPEC §5); a message of only spaces is refused. */
  message: nonBlankText(ASSISTANT.messageLength, 'The message').transform((text) => text.trim()),
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
  /** The language the answer is written in (the viewer's); Spanish when left out. */
  lang: languageSchema.default(DEFAULT_LANGUAGE),
});

export type AssistantChatBody = z.output<typeof assistantChatBodySchema>;

/** The schemas of each call in `calls/assistant.ts`, by the same names. */
export const assistantSchemas = {
  assistantChats: { response: z.array(assistantChatSchema) },
  createAssistantChat: {
    body: z.strictObject({ ticketId: idSchema.nullable().optional() }),
    response: assistantChatSchema,
  },
  assistantChatMessages: {
    params: z.strictObject({ chatId: idParamSchema }),
    /** The newest page first (its messages oldest first); `cursor` asks for the page before. */
    body: z.strictObject({ cursor: olderMessagesCursorSchema.nullable().optional() }),
    response: z.object({
      data: z.array(assistantMessageSchema),
      cursor: z.string().nullable(),
      hasMore: z.boolean(),
    }),
  },
  assistantChat: {
    body: assistantChatBodySchema,
    /** `model` names the model that answered; null when the offline retrieval answered. */
    response: z.object({ text: z.string(), chatId: idSchema, model: z.string().nullable() }),
  },
};

import { z } from 'zod';
import { categorySchema } from './category';
import { keySchema, localizedTextSchema, ticketTypeSchema } from './common';

export const precannedAnswerSchema = z.object({ title: z.string(), content: z.string() });
export type PrecannedAnswer = z.infer<typeof precannedAnswerSchema>;

export const groupSchema = z.object({
  key: keySchema,
  name: localizedTextSchema,
  description: localizedTextSchema,
  icon: z.string(),
  isWeb: z.boolean(),
  /** The home tab the group belongs to: support (0) or reports (1). */
  ticketType: ticketTypeSchema,
  requireAttachments: z.boolean(),
  welcomeMessage: localizedTextSchema,
  adminRoles: z.array(keySchema),
  /** Spanish canned answers with {creator}, {group} and {category} placeholders. */
  precannedAnswers: z.array(precannedAnswerSchema),
  categories: z.array(categorySchema),
  /** Minutes without comments before staff see a warning; below 1 means never. */
  inactiveMinutesWarning: z.int().nonnegative(),
});
export type Group = z.infer<typeof groupSchema>;

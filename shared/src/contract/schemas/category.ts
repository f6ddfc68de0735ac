import { z } from 'zod';
import { keySchema, localizedTextSchema } from './common';

/** A rule a report may say was broken (primary or secondary). */
export const ruleSchema = z.object({
  key: keySchema,
  prettyName: localizedTextSchema,
  description: localizedTextSchema,
});
export type Rule = z.infer<typeof ruleSchema>;

/**
 * An extra input a category asks for; its value is stored in the ticket's `inputFields[title]`.
 * `label` and `hint` say `title` and `description` in each language (shown when present).
 */
export const categoryFieldSchema = z.object({
  title: z.string().min(1),
  description: z.string(),
  required: z.boolean(),
  maxLength: z.int().positive(),
  label: localizedTextSchema.optional(),
  hint: localizedTextSchema.optional(),
});
export type CategoryField = z.infer<typeof categoryFieldSchema>;

export const categorySchema = z.object({
  key: keySchema,
  title: localizedTextSchema,
  description: localizedTextSchema,
  infoOnly: z.boolean(),
  infoText: localizedTextSchema.optional(),
  rules: z.array(ruleSchema),
  secondaryRules: z.array(ruleSchema),
  fields: z.array(categoryFieldSchema),
  weight: z.int(),
});
export type Category = z.infer<typeof categorySchema>;

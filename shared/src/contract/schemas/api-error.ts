import { z } from 'zod';

/**
 * Values a code's text interpolates (`{{field}}`, `{{max}}`…); a value written in each language
 * (a field's label) is read in the language of the text.
 */
export const errorParamsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.strictObject({ es: z.string(), en: z.string() })]),
);
export type ErrorParams = z.infer<typeof errorParamsSchema>;

export const errorDetailSchema = z.object({ path: z.string(), message: z.string() });
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/**
 * Every error response. `error` is a human sentence shown as-is in the Error dialog; `code` is a
 * stable id (one of ERROR_CODES, or a more precise id such as `review.notCreator`).
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  /** What the code's text interpolates, so the UI can say it in the user's language. */
  params: errorParamsSchema.optional(),
  details: z.array(errorDetailSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

import { z } from 'zod';
import { LANGUAGES, LIMITS, TICKET_STATUS, TICKET_TYPE } from '../limits';

/** The largest id the database holds (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/** Database ids (`_id`) are positive integers within the database's integer range. */
export const idSchema = z
  .int({ error: 'Ids are whole numbers.' })
  .positive({ error: 'Ids are positive numbers.' })
  .max(MAX_ID, { error: `Ids are at most ${MAX_ID}.` });

/** Path parameters arrive as text; they are read as positive whole numbers. */
export const idParamSchema = z.coerce
  .number({ error: 'The id in the address must be a number.' })
  .pipe(idSchema);

/** Milliseconds since the Unix epoch. */
export const timestampSchema = z.int({ error: 'Times are whole milliseconds.' }).nonnegative({
  error: 'Times cannot be negative.',
});

/** Stable ids of groups, categories, rules and roles, e.g. `ingame-reports`. */
export const keySchema = z
  .string({ error: 'Keys are text.' })
  .min(1, { error: 'A key cannot be empty.' })
  .max(LIMITS.keyLength, { error: `Keys have at most ${LIMITS.keyLength} characters.` })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, {
    error: 'Keys contain only letters, digits, dots, dashes and underscores.',
  });

/** Pseudonymous, stable account id shown to viewers instead of the account id. */
export const visualIdSchema = z.string().min(1).max(64);

export const languageSchema = z.enum(LANGUAGES);

export const localizedTextSchema = z.object({ es: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const ticketTypeSchema = z.literal([TICKET_TYPE.support, TICKET_TYPE.report], {
  error: 'The ticket type is 0 (support) or 1 (report).',
});
export const ticketStatusSchema = z.literal([TICKET_STATUS.opened, TICKET_STATUS.closed], {
  error: 'The ticket status is 0 (opened) or 1 (closed).',
});

/** Opaque keyset cursor; `null` asks for the first page. */
export const cursorSchema = z
  .string()
  .max(LIMITS.cursorLength, { error: 'The cursor is not valid.' })
  .nullable();

/** Text that must contain something other than spaces. */
export function nonBlankText(maxLength: number, what: string) {
  return z
    .string({ error: `${what} must be text.` })
    .max(maxLength, { error: `${what} has at most ${maxLength} characters.` })
    .refine((value) => value.trim().length > 0, { error: `${what} cannot be empty.` });
}

export const okResponseSchema = z.object({ ok: z.literal(true) });
